import { useNavigation } from 'react-router';
import { Spin } from 'antd';
import { useBusyState, useBusyWhile } from '@portal/shared-contracts/sdk';

/**
 * Spec 2's overlay spinner: shown while the router navigates, and whenever the shell or a
 * page holds it (a remote loading, a page's own work), with their text or 'Please Wait...'.
 */
export function BusyOverlay() {
  useBusyWhile(useNavigation().state !== 'idle');
  const { visible, text } = useBusyState();
  if (!visible) return null;
  return (
    <div role="status" className="shell-busy">
      <Spin fullscreen size="large" description={text} />
    </div>
  );
}
