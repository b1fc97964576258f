import { App } from 'antd';

/**
 * antd's message and modal API of the host's `<App>`, which renders around every remote, so that
 * dialogs and messages take the portal's theme. Outside it antd answers with empty objects that
 * would fail only when a dialog opens; this fails at once instead.
 */
export function useAntApp(): ReturnType<typeof App.useApp> {
  const api = App.useApp();
  if (typeof api.modal.confirm !== 'function')
    throw new Error("The SDK's dialogs and task snackbar need antd's <App> around them, as the host's signed-in shell renders it");
  return api;
}
