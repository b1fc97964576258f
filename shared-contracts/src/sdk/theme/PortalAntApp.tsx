import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { AntAppPresence } from '../widgets/ant-app';
import { portalTheme } from './portal-theme';

/**
 * antd's theme and its `<App>` (whose message and modal API the SDK's dialogs and task snackbar
 * use), as every signed-in page has them: the host's shell, a remote's standalone harness and the
 * page tests all render this, so a page looks and reads the same in each.
 */
export function PortalAntApp({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const presence = useRef(true);
  useLayoutEffect(() => {
    presence.current = true;
    return () => {
      presence.current = false;
    };
  }, []);
  return (
    <AntAppPresence value={presence}>
      <ConfigProvider theme={portalTheme}>
        <App style={style}>{children}</App>
      </ConfigProvider>
    </AntAppPresence>
  );
}
