import {
  publicRoutes,
  shellRoutes,
  TextBlockCodes,
  TextBlockGroups,
  type TextBlock,
  type TextBlockCode,
  type TextBlockGroup,
} from '@portal/shared-contracts';
import type { AnyDb } from '@portal/service-kit';
import { sanitiseTextBlockHtml } from '../text-blocks/sanitise-html';
import { textBlockTables } from '../text-blocks/text-block-repository';

interface TextBlockSeed {
  code: TextBlockCode;
  group: TextBlockGroup;
  title: string;
  html: string;
  /**
   * Shown to callers without a sign-in: the auth pages, and the one-year-out survey's public page,
   * which former students answer without an account. The dispute-resolution request pages are not
   * public: a requester registers and signs in before starting a request.
   */
  isPublic: boolean;
  format?: TextBlock['displayFormat'];
}

const SPED_OFFICE = 'sped@state.example.org';
const PORTAL_SUPPORT = 'portal-support@state.example.org';
const DISPUTE_OFFICE = 'dispute.resolution@state.example.org';
const PSOS_OFFICE = 'psos@state.example.org';
const mailto = (address: string) => `<a href="mailto:${address}">${address}</a>`;

const authBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.login,
    group: TextBlockGroups.auth,
    title: 'Sign in',
    html: "<p>Sign in with the email address and password of your portal account.</p><p>District and school staff who cannot sign in should contact their district's portal administrator. State staff should contact the special education office.</p>",
    isPublic: true,
  },
  {
    code: TextBlockCodes.publicLoginInstructions,
    group: TextBlockGroups.auth,
    title: 'Dispute resolution requesters',
    html: `<p>Parents, guardians and advocates who have asked for dispute resolution: sign in with the email address and password you registered with to follow your request.</p><p>New here? Please <a href="${publicRoutes.newRegister}">create an account</a> first.</p>`,
    isPublic: true,
  },
  {
    code: TextBlockCodes.emailVerification,
    group: TextBlockGroups.auth,
    title: 'Email address verified',
    html: '<p><strong>Thank you. Your email address is verified.</strong></p><p>Sign in below with your email address and password to continue.</p>',
    isPublic: true,
    format: 'Card',
  },
  {
    code: TextBlockCodes.emailVerificationFailure,
    group: TextBlockGroups.auth,
    title: 'Email address not verified',
    html: '<p><strong>We could not verify your email address.</strong></p><p>A verification link works for 24 hours, only once, and only until a newer one is sent. If you have already verified your address, sign in below. If the link has expired, ask for a new one, or register again.</p>',
    isPublic: true,
    format: 'Card',
  },
  {
    code: TextBlockCodes.disputeRegisterInstructions,
    group: TextBlockGroups.auth,
    title: 'Request dispute resolution',
    html: "<p>If you disagree with a school district about a child's special education, you may ask the state education agency for help: mediation, a state complaint investigation, or a due process hearing.</p><p>To make a request online, create a user account below. You need an account to submit a request online and to follow it afterwards.</p>",
    isPublic: true,
  },
  {
    code: TextBlockCodes.newRegisterInstructions,
    group: TextBlockGroups.auth,
    title: 'Create a user account',
    html: '<p>Use an email address you check often: we send the link that confirms your account there, and news about your request later.</p><p>Your password must have at least 12 characters, with an uppercase letter, a lowercase letter, a number and a special character.</p>',
    isPublic: true,
  },
  {
    code: TextBlockCodes.accountCreated,
    group: TextBlockGroups.auth,
    title: 'Account created',
    html: '<p><strong>Your account has been created.</strong></p><p>We have sent an email to the address below. Open the link in it within 24 hours to confirm your address, then sign in. The email should arrive within 5 minutes; if it does not, look in your spam or junk folder, or ask for it again.</p>',
    isPublic: true,
    format: 'Card',
  },
];

const dashboardBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.mainDashboard,
    group: TextBlockGroups.dashboard,
    title: 'Welcome',
    html: `<p>Welcome to the special education portal. Open an application below to get started; you see the applications your role gives you access to.</p><p>Questions about your access? Contact your district's portal administrator, or see the <a href="${shellRoutes.faq.path}">FAQ</a>.</p>`,
    isPublic: false,
  },
];

const ecoBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.childSearchResultInstructions,
    group: TextBlockGroups.eco,
    title: 'Search results',
    html: "<p>The children below match your search. Select a child to open the record and enter or review the child's outcome ratings.</p><ul><li>A search by state student identifier is the most reliable way to find a child.</li><li>If a child is missing, check the spelling and date of birth, and the LEA and school year chosen at the top of the page.</li></ul>",
    isPublic: false,
  },
  {
    code: TextBlockCodes.childSearchStatusInstructions,
    group: TextBlockGroups.eco,
    title: 'Record status',
    html: "<p>The status shows how far each child's outcome record has progressed: entry ratings submitted, exit ratings submitted when the child leaves preschool special education services, and finalized.</p><p>A finalized record can be changed only after state staff unlock it.</p>",
    isPublic: false,
  },
  {
    code: TextBlockCodes.ecoAprB7Report,
    group: TextBlockGroups.eco,
    title: 'Annual Performance Report: Indicator B7',
    html: '<p>Indicator B7 reports the percentage of preschool children aged 3 through 5 with IEPs who showed improved outcomes in three areas:</p><ol><li>Positive social-emotional skills, including social relationships.</li><li>Acquisition and use of knowledge and skills, including early language, communication and early literacy.</li><li>Use of appropriate behaviors to meet their needs.</li></ol><p>The report counts children who exited during the selected school year after receiving at least six months of preschool special education services. Check that every such child has both entry and exit ratings before the report is submitted.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.childSearchDashboard,
    group: TextBlockGroups.eco,
    title: 'Early Childhood Outcomes',
    html: '<p>This dashboard summarizes the outcome records of your LEA for the selected school year: children with ratings still to enter, records ready to finalize, and records completed.</p><p>Use it to see which children still need entry or exit ratings before the reporting deadline.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.childList,
    group: TextBlockGroups.eco,
    title: 'Child list',
    html: '<p>All children with an early childhood outcome record in your LEA for the selected school year. Sort or filter the columns to find a child, and select a row to open the record.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.entryDate,
    group: TextBlockGroups.eco,
    title: 'Entry date',
    html: "<p>Enter the date the child began receiving preschool special education services under an IEP. The entry ratings should describe the child's functioning close to that date.</p>",
    isPublic: false,
  },
];

const restraintBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.violationReportsList,
    group: TextBlockGroups.restraint,
    title: 'Incident reports',
    html: '<p>The restraint and aversive intervention incidents reported for your LEA in the selected school year. Open an incident to view its details, add documents or finalize it.</p><p>A finalized incident can be reopened by state staff if a correction is needed.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.violationsDashboard,
    group: TextBlockGroups.restraint,
    title: 'Restraint and aversive intervention',
    html: `<p>An overview of the incidents reported in the selected school year, with those awaiting action first.</p><p>Report each use of restraint or aversive intervention promptly, as state rules require. Questions about reporting: ${mailto(SPED_OFFICE)}.</p>`,
    isPublic: false,
  },
  {
    code: TextBlockCodes.violationsImport,
    group: TextBlockGroups.restraint,
    title: 'Import incidents',
    html: '<p>Districts with their own student information system may import incidents instead of entering them one by one.</p><ol><li>Download the import template.</li><li>Fill in one row per incident, keeping the column headings as they are.</li><li>Upload the file. Rows with errors are listed with the reason, so you can correct them and upload the file again.</li></ol>',
    isPublic: false,
  },
];

const psosBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.psosSurvey,
    group: TextBlockGroups.psos,
    title: 'Post-school outcomes survey',
    html: '<p>This survey records what former students with IEPs are doing one year after leaving high school: further education, training or employment (Indicator B14).</p><ul><li>Contact the former student, or a family member if the student cannot be reached.</li><li>Record every contact attempt, including those that get no answer.</li><li>Answers are reported to the state in summary form only.</li></ul>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.psosPublicSurveyInstructions,
    group: TextBlockGroups.psosPublic,
    title: 'One year out survey',
    html: `<p>Thank you for taking part. Your school district and the State Department of Education want to learn what former students are doing one year after leaving high school, so that schools can better prepare students who come after you.</p><p>The survey takes about 10 minutes. Your answers are kept confidential and are reported only in summary form.</p><p>Questions about the survey: ${mailto(PSOS_OFFICE)}.</p>`,
    isPublic: true,
  },
  {
    code: TextBlockCodes.psosPublicSurveyInstructionsSpanish,
    group: TextBlockGroups.psosPublic,
    title: 'Encuesta un año después',
    html: `<p>Gracias por participar. Su distrito escolar y el Departamento de Educación del Estado quieren saber qué hacen los exalumnos un año después de dejar la escuela secundaria, para que las escuelas preparen mejor a los estudiantes que vienen después.</p><p>La encuesta toma unos 10 minutos. Sus respuestas son confidenciales y solo se informan de forma resumida.</p><p>Preguntas sobre la encuesta: ${mailto(PSOS_OFFICE)}.</p>`,
    isPublic: true,
  },
];

const disputeBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.disputeLinkCaseInstructions,
    group: TextBlockGroups.dispute,
    title: 'Link related cases',
    html: '<p>Link requests that concern the same child and the same issues, for example a state complaint and a due process complaint filed about the same events. Linked cases list each other, so their deadlines and decisions can be followed together.</p><p>Linking changes neither case: each keeps its own status and timeline.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.withdrawConfirmation,
    group: TextBlockGroups.dispute,
    title: 'Withdraw this request?',
    html: '<p>If you withdraw this request, the Office of Special Education stops work on it and lets the other parties know.</p><p>A withdrawal cannot be undone, but you may file a new request later.</p>',
    isPublic: false,
    format: 'Card',
  },
  {
    code: TextBlockCodes.requestPageOne,
    group: TextBlockGroups.dispute,
    title: 'Choose a type of request',
    html: `<p>Choose the kind of help you are asking for:</p><ul><li><strong>Mediation</strong>: a trained, neutral mediator helps you and the school district reach an agreement. Mediation is voluntary and free of charge.</li><li><strong>State complaint</strong>: the state investigates whether the school district has not followed special education law. A complaint generally must be about something that happened within the past year.</li><li><strong>Due process complaint</strong>: a hearing officer hears both sides and decides a disagreement about a child's identification, evaluation, placement or services. A complaint generally must be filed within two years of when you knew of the problem.</li></ul><p>Not sure which to choose? Email ${mailto(DISPUTE_OFFICE)}.</p>`,
    isPublic: false,
  },
  {
    code: TextBlockCodes.dueProcessQuestions1,
    group: TextBlockGroups.dispute,
    title: 'Due process complaint: the child',
    html: "<p>Give the child's name, address, and the name of the school the child attends. If the child is homeless, give the contact information you have for the child.</p>",
    isPublic: false,
  },
  {
    code: TextBlockCodes.dueProcessQuestions2,
    group: TextBlockGroups.dispute,
    title: 'Due process complaint: the problem',
    html: '<p>Describe the problem, including the facts it is based on: what happened, when, and who was involved. A hearing can address only the issues you raise in the complaint, so include every issue you want decided.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.dueProcessQuestions3,
    group: TextBlockGroups.dispute,
    title: 'Due process complaint: the proposed resolution',
    html: '<p>Describe how you would like the problem to be resolved, to the extent you know at this time.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.stateComplaintHeader,
    group: TextBlockGroups.dispute,
    title: 'State complaint',
    html: "<p>A state complaint asks the State Department of Education to investigate whether a school district has not followed special education law. Tell us what requirement you believe was not met, the facts it is based on, and, if the complaint concerns a particular child, the child's name, address and school.</p><p>The investigation and written decision are generally completed within 60 days of receiving the complaint.</p>",
    isPublic: false,
  },
  {
    code: TextBlockCodes.reviewEnteredDetails,
    group: TextBlockGroups.dispute,
    title: 'Review your request',
    html: '<p>Check the details below before you sign and submit. Select <strong>Back</strong> to change anything.</p><p>Once submitted, the request cannot be changed online; send any further information to the Office of Special Education by email.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.signatureDisclaimer,
    group: TextBlockGroups.dispute,
    title: 'Electronic signature',
    html: '<p>By typing your full name and submitting this request, you sign it electronically. Your electronic signature has the same effect as a handwritten one, and you confirm that the information you have given is true and complete to the best of your knowledge.</p>',
    isPublic: false,
    format: 'Card',
  },
  {
    code: TextBlockCodes.electronicSignatureSubmission,
    group: TextBlockGroups.dispute,
    title: 'Sign and submit',
    html: '<p>Type your full name exactly as you gave it when you registered, tick the box to accept the electronic signature statement, and select <strong>Submit</strong>.</p>',
    isPublic: false,
  },
  {
    code: TextBlockCodes.disputeRequestSubmissionAcknowledgement,
    group: TextBlockGroups.dispute,
    title: 'Request received',
    html: `<p><strong>Thank you. We have received your request.</strong></p><p>A copy has been sent to your email address, and a member of the dispute resolution staff will contact you about the next steps. You can follow your request here after signing in.</p><p>If you filed a due process complaint, the law also requires you to give a copy to the school district.</p><p>Questions: ${mailto(DISPUTE_OFFICE)}.</p>`,
    isPublic: false,
    format: 'Card',
  },
];

const helpBlocks: readonly TextBlockSeed[] = [
  {
    code: TextBlockCodes.contact,
    group: TextBlockGroups.help,
    title: 'Contact us',
    html: `<h2>State Department of Education, Office of Special Education</h2><p>100 Capitol Avenue<br />Capital City, ST 00000</p><p>Office hours: Monday to Friday, 8:00 AM to 5:00 PM</p><h2>Who to contact</h2><ul><li><strong>Portal accounts and sign-in</strong>: district and school staff, your district's portal administrator; state staff and others, ${mailto(PORTAL_SUPPORT)}</li><li><strong>Special education programs and reporting</strong>: ${mailto(SPED_OFFICE)}</li><li><strong>Dispute resolution</strong>: ${mailto(DISPUTE_OFFICE)}</li><li><strong>Post-school outcomes survey</strong>: ${mailto(PSOS_OFFICE)}</li></ul><p>Please do not send student records or other confidential information by email.</p>`,
    isPublic: false,
  },
  {
    code: TextBlockCodes.faq,
    group: TextBlockGroups.help,
    title: 'Frequently asked questions',
    html: `<h2>How do I get a portal account?</h2><p>District and school staff: ask your district's portal administrator. State staff: email ${mailto(PORTAL_SUPPORT)}. Parents and others who want to request dispute resolution create their own account from the sign-in page.</p><h2>I forgot my password. What do I do?</h2><p>Select <strong>Forgot Password</strong> on the sign-in page and enter your email address. We email you a link to choose a new password.</p><h2>Why can I not see an application or a page?</h2><p>You see the applications and pages your role allows. If you need more access, ask your district's portal administrator.</p><h2>How do I work in another district or school year?</h2><p>Use the LEA and school year selectors at the top of the page. The portal remembers your choice on this device.</p><h2>How do I choose which notifications I receive?</h2><p>Open <strong>Notification Settings</strong> from the Messages panel on the dashboard, and choose for each notification whether you receive it by email, in the portal, or both.</p><h2>Why was I signed out?</h2><p>For your security, the portal signs you out after a period without activity, and when an administrator changes your access. Sign in again to continue.</p><h2>Who can I ask about something not listed here?</h2><p>See the <a href="${shellRoutes.contact.path}">Contact</a> page.</p>`,
    isPublic: false,
  },
];

/** The first wording of every block the pages show; administrators edit them afterwards. */
const textBlockSeeds: readonly TextBlockSeed[] = [
  ...authBlocks,
  ...dashboardBlocks,
  ...ecoBlocks,
  ...restraintBlocks,
  ...psosBlocks,
  ...disputeBlocks,
  ...helpBlocks,
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
        html: sanitiseTextBlockHtml(seed.html),
        is_visible: true,
        display_format: seed.format ?? 'Div',
        is_public: seed.isPublic,
      })),
    )
    .onConflict((oc) => oc.column('block_code').doNothing())
    .execute();
}
