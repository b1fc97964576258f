import { mixed, object, string } from 'yup';
import { FieldMessages } from '@portal/shared-contracts';
import {
  rulePack,
  type IncidentRecord,
  type RestraintSettings,
  type ViolationCreateRequest,
  type ViolationEscalateRequest,
  type ViolationRuleDef,
} from '@portal/shared-contracts/restraint';
import { fieldRules } from '@portal/shared-contracts/sdk';
import { RuleLabels, ruleText } from '../../components/restraint-labels';

/** The contract's reason and action texts: at most 1000 characters, more than spaces. */
const REASON_MAX = 1000;
const reasonRule = () => fieldRules.required().concat(fieldRules.maxLength(REASON_MAX));

export interface EscalateValues {
  action: string;
  actionDate: string | null;
}

export const escalateSchema = object({
  action: reasonRule(),
  actionDate: string().nullable().required(FieldMessages.required),
});

export const toEscalateRequest = (values: EscalateValues): ViolationEscalateRequest => ({
  action: values.action.trim(),
  actionDate: values.actionDate!,
});

/**
 * The student choice that names no student: a violation of the incident as a whole. Not blank, which
 * formik reads as nothing chosen, and never a state student id (letters and digits).
 */
export const WHOLE_INCIDENT = '-';

export interface AddViolationValues {
  ruleCode: string | null;
  /** A student's state id, or WHOLE_INCIDENT. */
  studentStateId: string | null;
  occurredAt: Date | null;
  reason: string;
}

/** One student: the violation is most likely about them, so the form starts with them chosen. */
export const initialAddViolation = (incident: IncidentRecord): AddViolationValues => ({
  ruleCode: null,
  studentStateId: incident.students.length === 1 ? incident.students[0]!.stateStudentId : null,
  occurredAt: null,
  reason: '',
});

export const addViolationSchema = object({
  ruleCode: mixed<string>().nullable().required(FieldMessages.selectFromList),
  studentStateId: mixed<string>().nullable().required(FieldMessages.selectFromList),
  occurredAt: fieldRules.noFutureDate(),
  reason: reasonRule(),
});

export const toViolationCreate = (values: AddViolationValues): ViolationCreateRequest => ({
  ruleCode: values.ruleCode!,
  studentStateId: values.studentStateId === WHOLE_INCIDENT ? null : values.studentStateId,
  occurredAt: values.occurredAt?.toISOString() ?? null,
  reason: values.reason.trim(),
});

const stateOnly = (rule: ViolationRuleDef) => rule.when.kind === 'manual' && rule.when.stateOnly;

/**
 * The rules a violation may be added under by hand: the active pack's violation rules that are not
 * switched off; a state-only rule (Nevada's FORCE-EXCESS) for a state reviewer alone.
 */
export function addableRules(settings: RestraintSettings, isState: boolean): { value: string; label: string }[] {
  return rulePack(settings.activePack)
    .violationRules.filter((rule) => !settings.disabledRules.includes(rule.code) && (isState || !stateOnly(rule)))
    .map((rule) => ({ value: rule.code, label: RuleLabels[rule.code] ? ruleText(rule.code) : `${rule.title} (${rule.code})` }));
}
