import { describeRemoteApp } from '@portal/shared-contracts/testing';
import RestraintApp from './App';
import { OVERVIEW_PATH, pages } from './pages';

describeRemoteApp({ App: RestraintApp, appId: 'restraint', pages, overviewPath: OVERVIEW_PATH });
