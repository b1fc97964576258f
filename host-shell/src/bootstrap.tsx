import { createRoot } from 'react-dom/client';
import { isVersionMismatch, renewOnce, sessionStore, startRenewalTimer } from '@portal/shared-contracts/sdk/core';
import { ShellApp } from './ShellApp';
import { installSessionHooks } from './auth/session-hooks';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
installSessionHooks();
// Spec 4: a stored session is refreshed before the app loads; one that has ended is cleared.
// A refresh refused for this page's version leaves it: the shell asks for a reload instead.
if (sessionStore.getState().user && !(await renewOnce()) && !isVersionMismatch()) sessionStore.getState().signOut();
startRenewalTimer();
createRoot(root).render(<ShellApp />);
