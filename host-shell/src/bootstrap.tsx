import { createRoot } from 'react-dom/client';
import { renewOnce, sessionStore, startRenewalTimer } from '@portal/shared-contracts/sdk/core';
import { ShellApp } from './ShellApp';
import { installSessionHooks } from './auth/session-hooks';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
installSessionHooks();
// Spec 4: a stored session is refreshed before the app loads; one that has ended is cleared.
if (sessionStore.getState().user && !(await renewOnce())) sessionStore.getState().signOut();
startRenewalTimer();
createRoot(root).render(<ShellApp />);
