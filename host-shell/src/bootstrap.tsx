import { createRoot } from 'react-dom/client';
import { ShellApp } from './ShellApp';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(<ShellApp />);
