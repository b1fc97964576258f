import { describeRemoteApp } from '@portal/shared-contracts/testing';
import EcoApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: EcoApp, appId: 'eco', pages, overviewPath: OVERVIEW_PATH });
