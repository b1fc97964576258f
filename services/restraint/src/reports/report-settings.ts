import { DEFAULT_RULE_PACK, rulePack, type RulePack } from '@portal/shared-contracts/restraint';
import type { RestraintDb } from '../db';
import type { RestraintTypes } from './counts';

/** The rule pack the reports count by. */
export async function reportPack(_db: RestraintDb): Promise<RulePack> {
  return rulePack(DEFAULT_RULE_PACK);
}

/** The pack's intervention types the reports count as physical and as mechanical restraint. */
export const restraintTypesOf = (pack: RulePack): RestraintTypes => ({
  physical: pack.interventionTypes.filter((type) => type.kind === 'physical').map((type) => type.code),
  mechanical: pack.interventionTypes.filter((type) => type.kind === 'mechanical').map((type) => type.code),
});
