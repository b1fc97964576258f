import { describeRemoteApp } from '@portal/shared-contracts/testing';
import MonitoringApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: MonitoringApp, appId: 'monitoring', pages, overviewPath: OVERVIEW_PATH });
