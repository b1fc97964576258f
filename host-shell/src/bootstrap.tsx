import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';
import { installSessionHooks } from './auth/session-hooks';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
installSessionHooks();
createRoot(root).render(<ShellApp />);
