import { createContext, useContext } from 'react';
import { App } from 'antd';

/**
 * Whether the portal's `<App>` (PortalAntApp) is still mounted. A message opened after it has gone,
 * as a task's delayed outcome can be once a page test or a session ends, has nowhere to show and
 * antd warns of it ("calling notice in render"); the task snackbar checks this first. Outside
 * PortalAntApp an `<App>` is taken to be there.
 */
export const AntAppPresence = createContext<{ readonly current: boolean }>({ current: true });

export const useAntAppPresence = () => useContext(AntAppPresence);

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
