/**
 * The sign-in area's one stylesheet. It is a string the page renders in a <style> element
 * because the apps' rspack configuration has no CSS rule, and the area must paint without
 * antd (its theme and components load with the signed-in shell).
 */
export const authCss = `
.auth-page { min-height: 100%; box-sizing: border-box; display: grid; place-items: center; padding: 16px; background: #f5f7fa; color: rgba(0, 0, 0, 0.88); font-size: 14px; line-height: 1.5715; }
.auth-card { width: 100%; max-width: 440px; box-sizing: border-box; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 24px; }
.auth-card h1 { font-size: 24px; font-weight: 600; line-height: 1.3; margin: 0 0 16px; }
.auth-card a { color: #1f5fa8; }
.auth-card h2 { font-size: 16px; font-weight: 600; margin: 0 0 8px; }
.auth-card p { margin: 0 0 12px; }
.auth-card form { margin-top: 8px; }
.auth-field { margin-bottom: 16px; }
.auth-field > label { display: inline-block; margin-bottom: 4px; }
.auth-required { color: #cf1322; }
.auth-field input:not([type='checkbox']) { box-sizing: border-box; width: 100%; padding: 6px 11px; font: inherit; border: 1px solid #d9d9d9; border-radius: 6px; }
.auth-field input:focus-visible, .auth-button:focus-visible, .auth-link:focus-visible { outline: 2px solid #1f5fa8; outline-offset: 1px; }
.auth-field input[aria-invalid='true'] { border-color: #cf1322; }
.auth-check { display: flex; gap: 8px; align-items: flex-start; }
.auth-check > input { margin-top: 4px; }
.auth-field-error { color: #cf1322; margin: 4px 0 0 !important; }
.auth-actions { display: flex; gap: 8px; justify-content: flex-end; align-items: center; flex-wrap: wrap; margin-top: 8px; }
.auth-button { font: inherit; padding: 6px 15px; border-radius: 6px; border: 1px solid #d9d9d9; background: #fff; color: inherit; cursor: pointer; }
.auth-button-primary { width: 100%; background: #1f5fa8; border-color: #1f5fa8; color: #fff; }
.auth-actions .auth-button-primary { width: auto; }
.auth-button:disabled { cursor: not-allowed; opacity: 0.6; }
.auth-button[aria-busy='true']::before { content: ''; display: inline-block; width: 12px; height: 12px; margin-right: 8px; vertical-align: -1px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: auth-spin 0.8s linear infinite; }
@keyframes auth-spin { to { transform: rotate(360deg); } }
.auth-link { font: inherit; padding: 0; border: 0; background: none; color: #1f5fa8; text-decoration: underline; cursor: pointer; }
.auth-link:disabled { color: rgba(0, 0, 0, 0.45); cursor: not-allowed; text-decoration: none; }
.auth-below { margin-top: 16px !important; }
.auth-wait { display: block; color: rgba(0, 0, 0, 0.65); }
.auth-notice { padding: 8px 12px; border-radius: 6px; margin: 0 0 16px; white-space: pre-line; }
.auth-notice-error { background: #fff2f0; border: 1px solid #ffccc7; }
.auth-notice-success { background: #f6ffed; border: 1px solid #b7eb8f; }
.auth-notice-info { background: #e6f4ff; border: 1px solid #91caff; }
.text-block-card { border: 1px solid #e5e7eb; border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
.auth-rules { margin: 0 0 16px; padding-left: 20px; }
.auth-dialog { width: min(400px, calc(100% - 32px)); box-sizing: border-box; border: 0; border-radius: 8px; padding: 24px; }
.auth-dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
.auth-dialog h2 { font-size: 18px; margin: 0 0 16px; }
@media (prefers-reduced-motion: reduce) { .auth-button[aria-busy='true']::before { animation: none; } }
`;
