import { commonMergeFields, MailTypeCodes as T } from '@portal/shared-contracts';
import { type MergeField, type TemplateFormat } from '@portal/shared-contracts/admin';

export interface MailTypeSeed {
  code: string;
  application: 'restraint';
  name: string;
  description: string;
  /** The type's own fields; the common ones are added. */
  fields: MergeField[];
  subject: string;
  body: string;
  format: TemplateFormat;
}

const f = (name: string, description: string, sample: string): MergeField => ({ name, description, sample });

const incident = [
  f('incidentNumber', 'The incident number, RAI-YY-00000.', 'RAI-27-00042'),
  f('incidentDate', 'The date of the incident.', '2026-10-14'),
  f('leaName', 'The LEA the incident belongs to.', 'Clark County School District'),
  f('schoolName', 'The school where it happened.', 'Desert Pines Elementary School'),
];
const violation = [
  f('violationNumber', 'The violation number.', 'RAI-27-00042-V1'),
  f('ruleCode', 'The code of the rule the violation is under.', 'NV-NO-EMERGENCY'),
  f('ruleDescription', 'What the rule requires, in words.', 'Physical restraint used without an emergency'),
];
const plan = [
  f('planDueDate', 'The date the corrective action plan is due (its evidence submitted).', '2026-12-15'),
  f('planStatus', 'The status of the plan.', 'Approved'),
];
const eventFields = [
  f('message', "The event's own sentence, as the Messages widget shows it.", 'A violation was recorded for incident RAI-27-00042.'),
  f('settingsLink', 'The address of the Notification Settings page.', 'https://portal.example.org/notification-settings'),
];

const signOff = 'Special Education Supervision, Nevada Department of Education';

/** The subscribers' mail of an event type: the event's sentence, its link, and why they receive it. */
const eventBody = (why: string) =>
  [
    '<p>Hello {{recipientName}},</p>',
    '<p>{{message}}</p>',
    '<p><a href="{{link}}">Open in the portal</a></p>',
    `<p>${why}</p>`,
    '<p><a href="{{settingsLink}}">Change which notifications you receive</a></p>',
  ].join('\n');

/**
 * Restraint's mail types (restraint.md "Documents and mail") with a first template each. The
 * deadline warning and missed mails are the CAP deadline events' mails; violation created is the
 * third event's. An administrator changes any of them by saving a new version.
 */
export const mailTypeSeeds: MailTypeSeed[] = [
  {
    code: T.RestraintViolationNotice,
    application: 'restraint',
    name: 'Violation notice',
    description: 'Tells the LEA that the state substantiated a violation and that a corrective action plan is due.',
    fields: [
      ...incident,
      ...violation,
      ...plan.slice(0, 1),
      f('decisionReason', "The state reviewer's reason for the decision.", 'No emergency was documented.'),
    ],
    subject: 'Violation substantiated: incident {{incidentNumber}}',
    format: 'text',
    body: [
      'Dear {{recipientName}},',
      'The Nevada Department of Education reviewed incident {{incidentNumber}} of {{incidentDate}} at {{schoolName}} ({{leaName}}) and substantiated violation {{violationNumber}}: {{ruleDescription}} ({{ruleCode}}).',
      'Reason: {{decisionReason}}',
      'A corrective action plan is required. Submit it, with its evidence, by {{planDueDate}}.',
      'Open the incident: {{link}}',
      signOff,
    ].join('\n\n'),
  },
  {
    code: T.RestraintPlanApproved,
    application: 'restraint',
    name: 'Plan approved',
    description: 'Tells the LEA that its corrective action plan was approved and what is due next.',
    fields: [...incident, ...violation.slice(0, 1), ...plan],
    subject: 'Corrective action plan approved: incident {{incidentNumber}}',
    format: 'text',
    body: [
      'Dear {{recipientName}},',
      'The corrective action plan for violation {{violationNumber}} (incident {{incidentNumber}}, {{leaName}}) was approved.',
      'Carry out its actions and submit the evidence by {{planDueDate}}.',
      'Open the incident: {{link}}',
      signOff,
    ].join('\n\n'),
  },
  {
    code: T.RestraintRevisionsRequired,
    application: 'restraint',
    name: 'Revisions required',
    description: 'Tells the LEA that its corrective action plan or its evidence needs changes, and why.',
    fields: [
      ...incident,
      ...violation.slice(0, 1),
      ...plan,
      f('revisionReason', 'What the state reviewer asks to be changed.', 'Name the staff training and its date.'),
    ],
    subject: 'Revisions required: corrective action plan for incident {{incidentNumber}}',
    format: 'text',
    body: [
      'Dear {{recipientName}},',
      'The corrective action plan for violation {{violationNumber}} (incident {{incidentNumber}}, {{leaName}}) needs revisions:',
      '{{revisionReason}}',
      'Revise it and submit it again. It remains due on {{planDueDate}}.',
      'Open the incident: {{link}}',
      signOff,
    ].join('\n\n'),
  },
  {
    code: T.RestraintPlanVerified,
    application: 'restraint',
    name: 'Plan verified',
    description: "Tells the LEA that the state verified its corrective action plan's evidence: the violation is corrected.",
    fields: [...incident, ...violation.slice(0, 1), ...plan, f('verifiedDate', 'The date the state verified the evidence.', '2026-12-10')],
    subject: 'Corrective action plan verified: incident {{incidentNumber}}',
    format: 'text',
    body: [
      'Dear {{recipientName}},',
      'The Nevada Department of Education verified the evidence of the corrective action plan for violation {{violationNumber}} (incident {{incidentNumber}}, {{leaName}}) on {{verifiedDate}}. The violation is corrected.',
      'Open the incident: {{link}}',
      signOff,
    ].join('\n\n'),
  },
  {
    code: T.RestraintCapDeadlineWarning,
    application: 'restraint',
    name: 'CAP deadline warning',
    description: "Subscribers' mail when a corrective action plan is due in 7 days, then in 1 day, without its evidence.",
    fields: [
      ...eventFields,
      ...incident.slice(0, 1),
      ...incident.slice(2, 3),
      ...violation.slice(0, 1),
      ...plan.slice(0, 1),
      f('daysLeft', 'Days left until the due date.', '7'),
    ],
    subject: 'Restraint CAP deadline warning',
    format: 'html',
    body: eventBody('You receive this e-mail because you subscribed to "Restraint CAP deadline warning".'),
  },
  {
    code: T.RestraintCapDeadlineMissed,
    application: 'restraint',
    name: 'CAP deadline missed',
    description: "Subscribers' mail when a corrective action plan passed its due date without its evidence.",
    fields: [...eventFields, ...incident.slice(0, 1), ...incident.slice(2, 3), ...violation.slice(0, 1), ...plan.slice(0, 1)],
    subject: 'Restraint CAP deadline missed',
    format: 'html',
    body: eventBody('You receive "Restraint CAP deadline missed" because it is required for your role.'),
  },
  {
    code: T.RestraintViolationCreated,
    application: 'restraint',
    name: 'Violation created',
    description: "Subscribers' mail when a violation is recorded for an incident, by rule or by hand.",
    fields: [...eventFields, ...incident, ...violation],
    subject: 'Restraint violation created',
    format: 'html',
    body: eventBody('You receive this e-mail because you subscribed to "Restraint violation created".'),
  },
];

/** A seed's fields as stored: its own, then the common ones. */
export const storedFields = (seed: MailTypeSeed): MergeField[] => [...seed.fields, ...commonMergeFields];
