import { publicRoutes, shellRoutes, TextBlockCodes, type TextBlock, type TextBlockCode } from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';
import { textBlockTables } from '../text-blocks/text-block-repository';

interface TextBlockSeed {
  code: TextBlockCode;
  group: string;
  title: string;
  html: string;
  isPublic: boolean;
  format?: TextBlock['displayFormat'];
}

/** The first wording of the blocks the sign-in pages and the dashboard show; administrators edit them afterwards. */
const textBlockSeeds: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.login,
    group: 'AUTH',
    title: 'Sign in',
    html: "<p>Sign in with the email address and password of your portal account.</p><p>District and school staff who cannot sign in should contact their district's portal administrator. State staff should contact the special education office.</p>",
    isPublic: true,
  },
  {
    code: TextBlockCodes.publicLoginInstructions,
    group: 'AUTH',
    title: 'Dispute resolution requesters',
    html: `<p>Parents, guardians and advocates who have asked for dispute resolution: sign in with the email address and password you registered with to follow your request.</p><p>New here? Please <a href="${publicRoutes.newRegister}">create an account</a> first.</p>`,
    isPublic: true,
  },
  {
    code: TextBlockCodes.emailVerification,
    group: 'AUTH',
    title: 'Email address verified',
    html: '<p><strong>Thank you. Your email address is verified.</strong></p><p>Sign in below with your email address and password to continue.</p>',
    isPublic: true,
    format: 'Card',
  },
  {
    code: TextBlockCodes.emailVerificationFailure,
    group: 'AUTH',
    title: 'Email address not verified',
    html: '<p><strong>We could not verify your email address.</strong></p><p>A verification link works for 24 hours, only once, and only until a newer one is sent. If you have already verified your address, sign in below. If the link has expired, ask for a new one, or register again.</p>',
    isPublic: true,
    format: 'Card',
  },
  {
    code: TextBlockCodes.disputeRegisterInstructions,
    group: 'AUTH',
    title: 'Request dispute resolution',
    html: "<p>If you disagree with a school district about a child's special education, you may ask the state education agency for help: mediation, a state complaint investigation, or a due process hearing.</p><p>To make a request online, create a user account below. You need an account to submit a request online and to follow it afterwards.</p>",
    isPublic: true,
  },
  {
    code: TextBlockCodes.newRegisterInstructions,
    group: 'AUTH',
    title: 'Create a user account',
    html: '<p>Use an email address you check often: we send the link that confirms your account there, and news about your request later.</p><p>Your password must have at least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.</p>',
    isPublic: true,
  },
  {
    code: TextBlockCodes.accountCreated,
    group: 'AUTH',
    title: 'Account created',
    html: '<p><strong>Your account has been created.</strong></p><p>We have sent an email to the address below. Open the link in it within 24 hours to confirm your address, then sign in. The email should arrive within 5 minutes; if it does not, look in your spam or junk folder, or ask for it again.</p>',
    isPublic: true,
    format: 'Card',
  },
  {
    code: TextBlockCodes.mainDashboard,
    group: 'DASHBOARD',
    title: 'Welcome',
    html: `<p>Welcome to the special education portal. Open an application below to get started; you see the applications your role gives you access to.</p><p>Questions about your access? Contact your district's portal administrator, or see the <a href="${shellRoutes.faq.path}">FAQ</a>.</p>`,
    isPublic: false,
  },
];

/** Adds the blocks that are missing; a block already there keeps its administrator's wording. */
export async function seedTextBlocks(db: AnyDb): Promise<void> {
  await textBlockTables(db)
    .insertInto('text_blocks')
    .values(
      textBlockSeeds.map((seed) => ({
        block_code: seed.code,
        group_code: seed.group,
        title: seed.title,
        html: seed.html,
        is_visible: true,
        display_format: seed.format ?? 'Div',
        is_public: seed.isPublic,
      })),
    )
    .onConflict((oc) => oc.column('block_code').doNothing())
    .execute();
}
