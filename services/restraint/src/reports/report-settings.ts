import type { RestraintDb } from '../db';
import type { RestraintTypes } from './counts';

/** The intervention types the reports count as physical and as mechanical restraint. */
export async function reportTypes(_db: RestraintDb): Promise<RestraintTypes> {
  return { physical: ['PHYSICAL'], mechanical: ['MECHANICAL'] };
}
