import type { Migration } from 'kysely/migration';
import * as collections from './2026_11_22_0001_collections';
import * as collectionManager from './2026_11_27_0002_collection_manager';
import * as instrumentAndInterviews from './2026_11_27_0003_instrument_and_interviews';
import * as auditTrail from './2026_11_27_0004_audit_trail';
import * as surveyLinks from './2026_12_01_0005_survey_links';
import * as leaverFiguresIndex from './2026_12_02_0006_leaver_figures_index';
import * as dataVersion from './2026_12_02_0007_data_version';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_collections': collections,
  '2026_11_27_0002_collection_manager': collectionManager,
  '2026_11_27_0003_instrument_and_interviews': instrumentAndInterviews,
  '2026_11_27_0004_audit_trail': auditTrail,
  '2026_12_01_0005_survey_links': surveyLinks,
  '2026_12_02_0006_leaver_figures_index': leaverFiguresIndex,
  '2026_12_02_0007_data_version': dataVersion,
};
