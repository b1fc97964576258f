import { MailTypeCodes, type MergeData } from '@portal/shared-contracts';
import { FINDING_PERMISSIONS, type FindingSource } from '@portal/shared-contracts/findings';
import type { ServiceContext } from '@portal/service-kit';
import type { FindingsDb } from '../db';

/** The letters a plan's moves send, per source: only those whose application has the mail type. */
export type PlanLetter = 'approved' | 'revisionsRequired' | 'verified';

const LETTER_TYPES: Partial<Record<FindingSource, Record<PlanLetter, string>>> = {
  restraint: {
    approved: MailTypeCodes.RestraintPlanApproved,
    revisionsRequired: MailTypeCodes.RestraintRevisionsRequired,
    verified: MailTypeCodes.RestraintPlanVerified,
  },
};

export interface LetterPlan {
  id: number;
  source: FindingSource;
  leaId: number;
  merge: MergeData;
  openUrl: string | null;
}

/**
 * Sends the plan's letter to the LEA's people who carry the plan (those holding the source's LEA-move
 * key in that LEA), through the outbox in the move's transaction. A source without the mail type, or
 * an LEA without such a person, sends none.
 */
export async function sendPlanLetter(
  ctx: ServiceContext<FindingsDb>,
  db: FindingsDb,
  plan: LetterPlan,
  letter: PlanLetter,
  merge: MergeData,
): Promise<void> {
  const mailType = LETTER_TYPES[plan.source]?.[letter];
  if (!mailType) return;
  const recipients = await db
    .selectFrom('directory.users as u')
    .innerJoin('directory.user_leas as ul', 'ul.user_id', 'u.id')
    .select(['u.email', 'u.full_name as name'])
    .distinct()
    .where('ul.lea_id', '=', plan.leaId)
    .where('u.enabled', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('directory.user_permissions as up')
          .select('up.user_id')
          .whereRef('up.user_id', '=', 'u.id')
          .where('up.permission', 'in', [...FINDING_PERMISSIONS[plan.source].leaMove]),
      ),
    )
    .orderBy('u.email')
    .execute();
  if (recipients.length === 0) return;
  const lea = await db.selectFrom('directory.leas').select('name').where('id', '=', plan.leaId).executeTakeFirst();
  await ctx.notifications.letter(db, {
    mailType,
    to: recipients,
    merge: { leaName: lea?.name ?? '', ...plan.merge, ...merge },
    openUrl: plan.openUrl,
  });
}
