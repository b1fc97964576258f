import { describeRemoteApp } from '@portal/shared-contracts/testing';
import PsosApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: PsosApp, appId: 'psos', pages, overviewPath: OVERVIEW_PATH });
