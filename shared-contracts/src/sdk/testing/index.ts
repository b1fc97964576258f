// Test-only code, kept out of '@portal/shared-contracts/sdk' so that it never reaches a bundle.
export { describeRemoteApp } from './remote-app-suite';
export { dialogClosed, findDialog } from './dialogs';
export { AntdTestRoot } from './antd-test-root';
export { installApi, refusal, type ApiCall, type ApiHandler } from './fake-api';
export { renderRemoteRoute, type RemoteRouteOptions } from './render-route';
