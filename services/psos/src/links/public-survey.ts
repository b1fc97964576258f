import { sql } from 'kysely';
import { schoolYearLabel, TextBlockCodes, type TextBlock } from '@portal/shared-contracts';
import {
  PublicSurveyMessages as PM,
  type PublicSubmission,
  type PublicSurvey,
  type PublicSurveyClosedReason,
  type Respondent,
} from '@portal/shared-contracts/psos';
import { badRequest, callPeer, conflict, notFound, type ServiceContext } from '@portal/service-kit';
import type { PsosDb } from '../db';
import { findCollection, type Collection } from '../collections/collection-read';
import { stateToday } from '../collections/state-today';
import { instrumentVersion } from '../interviews/instrument';
import { writeInterview } from '../interviews/save-interview';
import { assignedVendor } from '../youth/reader';
import { tokenHash } from './survey-links';

interface LinkedYouth {
  id: number;
  schoolYear: number;
  leaId: number;
  vendorId: number | null;
  verification: string;
  surveyStatus: string;
  linkClosed: boolean;
}

/** The youth a token opens; an unknown token is a 404 that says only that the link is not valid. */
async function linkedYouth(db: PsosDb, token: string, { lock = false } = {}): Promise<LinkedYouth> {
  let query = db
    .selectFrom('survey_links as l')
    .innerJoin('leavers as y', 'y.id', 'l.leaver_id')
    .select([
      'y.id',
      'y.school_year as schoolYear',
      'y.lea_id as leaId',
      assignedVendor().as('vendorId'),
      'y.verification_status as verification',
      'y.survey_status as surveyStatus',
      sql<boolean>`l.closed_at is not null`.as('linkClosed'),
    ])
    .where('l.token_hash', '=', tokenHash(token));
  if (lock) query = query.forUpdate();
  const youth = await query.executeTakeFirst();
  if (!youth) throw notFound(PM.unknownLink);
  return youth;
}

/**
 * Why the link takes no submission today, or null (psos.md): it takes one while the collection is
 * Open, today is in the window and the youth is neither Completed nor Excluded. An excluded youth's
 * page says only that the survey is not taking answers.
 */
function closedReason(youth: LinkedYouth, collection: Collection, today: string): PublicSurveyClosedReason | null {
  if (youth.linkClosed || youth.surveyStatus === 'Completed') return 'Answered';
  if (collection.status !== 'Open' || youth.verification === 'Excluded') return 'NotOpen';
  if (today < collection.windowStart) return 'BeforeWindow';
  if (today > collection.windowEnd) return 'AfterWindow';
  return null;
}

const refusal = (reason: PublicSurveyClosedReason, collection: Collection): string =>
  ({
    Answered: PM.answered,
    NotOpen: PM.notOpen,
    BeforeWindow: PM.beforeWindow(collection.windowStart),
    AfterWindow: PM.afterWindow(collection.windowEnd),
  })[reason];

/** The text block "PSOS public survey instructions", a public block of identity's; the page goes on without it if identity is down. */
async function instructions(ctx: ServiceContext<PsosDb>): Promise<PublicSurvey['instructions']> {
  try {
    const block = await callPeer<TextBlock>(ctx, {
      service: 'identity',
      method: 'GET',
      path: `/api/text-blocks/by-block-code/${TextBlockCodes.psosPublicSurveyInstructions}`,
    });
    return block.isVisible ? { title: block.title, html: block.html } : null;
  } catch {
    return null;
  }
}

/** The public page's survey: the collection's instrument version, in English and Spanish; nothing that names the youth. */
export async function readPublicSurvey(ctx: ServiceContext<PsosDb>, token: string): Promise<PublicSurvey> {
  const { db } = ctx;
  const youth = await linkedYouth(db, token);
  const collection = await findCollection(db, { schoolYear: youth.schoolYear });
  const today = await stateToday(db, ctx.config.timeZone);
  const existing = await db.selectFrom('interviews').select('instrument_version').where('leaver_id', '=', youth.id).executeTakeFirst();
  const { definition } = await instrumentVersion(db, existing?.instrument_version ?? collection.instrumentVersion!);
  const reason = closedReason(youth, collection, today);
  return {
    schoolYearLabel: schoolYearLabel(collection.schoolYear),
    windowStart: collection.windowStart,
    windowEnd: collection.windowEnd,
    accepting: reason === null,
    closedReason: reason,
    instructions: await instructions(ctx),
    questions: definition.questions.map((q) => {
      const es = q.translations?.es;
      return {
        code: q.code,
        block: { en: q.block, es: es?.block ?? q.block },
        type: q.type,
        required: q.required,
        showWhen: q.showWhen,
        min: q.min ?? null,
        max: q.max ?? null,
        text: { en: q.text, es: es?.text ?? q.text },
        options: q.options.map((o) => ({ code: o.code, label: { en: o.label, es: es?.options[o.code] ?? o.label } })),
      };
    }),
  };
}

const isRespondent = (value: unknown): value is Respondent => value === 'YOUTH' || value === 'FAMILY';

/**
 * Takes a link's one submission (psos.md): mode WEB, the respondent its RESP answer, the date today
 * in the portal's time zone. The caller has checked the bot-protection token; `ip` is the
 * respondent's address, all the history can say of who answered.
 */
export async function takePublicSubmission(
  trx: PsosDb,
  token: string,
  body: Omit<PublicSubmission, 'recaptchaToken'>,
  { timeZone, ip }: { timeZone: string; ip: string },
): Promise<void> {
  const youth = await linkedYouth(trx, token, { lock: true });
  await trx.selectFrom('leavers').select('id').where('id', '=', youth.id).forUpdate().execute();
  const collection = await findCollection(trx, { schoolYear: youth.schoolYear });
  const today = await stateToday(trx, timeZone);
  const reason = closedReason(youth, collection, today);
  if (reason) throw conflict(refusal(reason, collection));
  const respondent = body.answers.RESP;
  if (!isRespondent(respondent)) throw badRequest(PM.respondentNeeded, { RESP: PM.respondentNeeded });
  await writeInterview(
    trx,
    youth,
    collection,
    { mode: 'WEB', interviewDate: today, respondent, answers: body.answers },
    // The youth's own answers count for whoever is assigned to interview them.
    { author: { userId: null, userName: null, sessionId: null, ip }, vendorId: youth.vendorId },
    { language: body.language },
  );
}
