import { describeRemoteApp } from '@portal/shared-contracts/testing';
import DisputeApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: DisputeApp, appId: 'dispute', pages, overviewPath: OVERVIEW_PATH });
