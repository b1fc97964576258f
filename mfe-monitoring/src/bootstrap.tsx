import { mountStandalone } from '@portal/shared-contracts/standalone';
import MonitoringApp from './App';
import { appDefinition } from './pages';

// Run on its own (npm run serve), the app gets a stand-in for the host.
mountStandalone(appDefinition, MonitoringApp);
