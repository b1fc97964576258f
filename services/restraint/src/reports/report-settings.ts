import type { RulePack } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import { activeRules, readRestraintSettings } from '../violations/settings';
import type { RestraintTypes } from './counts';

/** The rule pack the reports count by: the active one. */
export const reportPack = async (db: RestraintDb): Promise<RulePack> => (await activeRules(db)).pack;

/** The pack's intervention types the reports count as physical and as mechanical restraint. */
export const restraintTypesOf = (pack: RulePack): RestraintTypes => ({
  physical: pack.interventionTypes.filter((type) => type.kind === 'physical').map((type) => type.code),
  mechanical: pack.interventionTypes.filter((type) => type.kind === 'mechanical').map((type) => type.code),
});

/** The small-cell size a download uses: the settings' for a public file, none (0) for one that stays inside. */
export const downloadSmallCellSize = async (db: RestraintDb, isPublic: boolean | undefined): Promise<number> =>
  isPublic ? (await readRestraintSettings(db)).smallCellSize : 0;
