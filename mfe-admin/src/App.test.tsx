import { describeRemoteApp } from '@portal/shared-contracts/testing';
import AdminApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: AdminApp, appId: 'admin', pages, overviewPath: OVERVIEW_PATH });
