import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import type { IncidentRecord } from '@portal/shared-contracts/restraint';
import {
  DateTimePicker,
  FormDialog,
  fromFormik,
  SelectField,
  TextField,
  useFormDialog,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { addViolation, fetchRestraintSettings } from '../../api/violations';
import { DetailTexts as T } from './detail-texts';
import {
  addableRules,
  addViolationSchema,
  initialAddViolation,
  toViolationCreate,
  WHOLE_INCIDENT,
  type AddViolationValues,
} from './violation-form';

/**
 * A violation added by hand to a finalized incident (restraint.md: by the LEA or a state reviewer,
 * violation update): a rule of the active pack, the student it concerns or the incident as a whole,
 * when it happened if known, and why. It starts Open.
 */
export function AddViolationDialog({ incident, isState, onClose }: { incident: IncidentRecord; isState: boolean; onClose(): void }) {
  const runChange = useRefreshingTask(restraintKeys.all);
  const settings = useQuery({ queryKey: restraintKeys.settings, queryFn: fetchRestraintSettings, staleTime: 5 * 60_000 });
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik<AddViolationValues>({
    initialValues: initialAddViolation(incident),
    validationSchema: addViolationSchema,
    onSubmit: async (values, helpers) =>
      dialog.settle(await runChange(() => addViolation(incident.id, toViolationCreate(values)), { success: T.violationAdded }), helpers),
  });
  const bind = <V,>(name: keyof AddViolationValues) =>
    fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name));
  const students = [
    ...incident.students.map(({ stateStudentId }) => ({ value: stateStudentId, label: stateStudentId })),
    { value: WHOLE_INCIDENT, label: T.wholeIncident },
  ];
  return (
    <FormDialog dialog={dialog} form={form} title={T.addViolationTitle(incident.number)} saveText={T.addViolation}>
      <SelectField<string>
        label={T.violationFields.rule}
        required
        loading={settings.isLoading}
        options={settings.data ? addableRules(settings.data, isState) : []}
        {...bind<string | null>('ruleCode')}
      />
      <SelectField<string> label={T.violationFields.student} required options={students} {...bind<string | null>('studentStateId')} />
      <DateTimePicker label={T.violationFields.occurredAt} {...bind<Date | null>('occurredAt')} />
      <TextField label={T.violationFields.reason} required size="large" {...bind<string>('reason')} />
    </FormDialog>
  );
}
