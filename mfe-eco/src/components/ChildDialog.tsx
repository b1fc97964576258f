import { useState } from 'react';
import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row } from 'antd';
import { EcoRecordMessages, type ChildFields, type ChildRecord } from '@portal/shared-contracts/eco';
import {
  DayPicker,
  FormDialog,
  fromFormik,
  SelectField,
  TextField,
  useFormDialog,
  useSession,
  type TaskOutcome,
} from '@portal/shared-contracts/sdk';
import { initialChildValues, lockedChildFields, toChildFields, today, validateChild, type ChildFormValues } from './child-form';
import { ecoKeys } from '../api/keys';
import { fetchLookupValues, fetchSchools, type LookupListCode } from '../api/lookups';
import { RecordTexts, type ChildFieldName } from './record-texts';

interface ChildDialogProps {
  /** The child edited, or null for a new one. */
  child: ChildRecord | null;
  onClose(): void;
  /** Saves under the task snackbar; the dialog closes once the service took it. */
  onSave(fields: ChildFields): Promise<TaskOutcome<ChildRecord>>;
}

function useLookupOptions(list: LookupListCode) {
  const values = useQuery({ queryKey: ecoKeys.lookup(list), queryFn: () => fetchLookupValues(list), staleTime: 5 * 60_000 });
  return { options: (values.data ?? []).map((v) => ({ value: v.code, label: v.label })), loading: values.isLoading };
}

/**
 * Adds a child, or edits one, with what a state needs: the state student id, names, date of birth,
 * LEA and school, program entry and exit, and the demographics the report breaks down by, from the
 * admin lookup lists. The form runs the service's own rules; what only the service knows (a record
 * with the same id and entry date) comes back under its field.
 */
export function ChildDialog({ child, onClose, onSave }: ChildDialogProps) {
  const leas = useSession((s) => s.leas);
  const currentLeaId = useSession((s) => s.currentLeaId);
  const dialog = useFormDialog();
  const [initialValues] = useState(() => initialChildValues(child, currentLeaId));
  const form = useFormik<ChildFormValues>({
    initialValues,
    validate: validateChild,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(toChildFields(values)), helpers),
  });
  const schools = useQuery({
    queryKey: ecoKeys.schools(form.values.leaId),
    queryFn: () => fetchSchools(form.values.leaId),
    enabled: form.values.leaId > 0,
  });
  const exitReasons = useLookupOptions('exit_reasons');
  const sexes = useLookupOptions('sex');
  const races = useLookupOptions('race_ethnicity');
  const disabilities = useLookupOptions('disability_categories');

  // What finalized ratings keep read-only the service refuses too; here it is shown as such.
  const locked = lockedChildFields(child);
  const bind = <V,>(name: ChildFieldName) => ({
    label: RecordTexts.fields[name],
    ...fromFormik<V>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name)),
    disabled: locked.includes(name),
  });
  const day = (name: 'birthDate' | 'entryDate' | 'exitDate', required = false) => (
    <DayPicker required={required} maxDay={today()} {...bind<string | null>(name)} />
  );
  const lookup = (name: 'exitReason' | 'sex' | 'raceEthnicity' | 'disabilityCategory', choices: ReturnType<typeof useLookupOptions>) => (
    <SelectField<string> options={choices.options} loading={choices.loading} {...bind<string | null>(name)} />
  );

  const title = child ? RecordTexts.editTitle(`${child.firstName} ${child.lastName}`) : RecordTexts.newTitle;
  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={title}
      label={title}
      width={800}
      afterClose={onClose}
      cancelText={RecordTexts.cancel}
      saveText={RecordTexts.save}
    >
      {locked.length ? <Alert type="info" showIcon title={EcoRecordMessages.finalized} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TextField required {...bind<string>('stateStudentId')} />
        </Col>
        <Col xs={24} md={8}>
          <TextField required {...bind<string>('firstName')} />
        </Col>
        <Col xs={24} md={8}>
          <TextField required {...bind<string>('lastName')} />
        </Col>
        <Col xs={24} md={8}>
          {day('birthDate', true)}
        </Col>
        <Col xs={24} md={8}>
          <SelectField<number>
            required
            options={leas.map((lea) => ({ value: lea.id, label: `${lea.name} (${lea.leaCode})` }))}
            {...bind<number | null>('leaId')}
            onChange={(leaId) => void form.setValues({ ...form.values, leaId: leaId ?? 0, schoolId: null })}
          />
        </Col>
        <Col xs={24} md={8}>
          <SelectField<number>
            options={(schools.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            loading={schools.isLoading}
            {...bind<number | null>('schoolId')}
          />
        </Col>
        <Col xs={24} md={8}>
          {day('entryDate', true)}
        </Col>
        <Col xs={24} md={8}>
          {day('exitDate')}
        </Col>
        <Col xs={24} md={8}>
          {lookup('exitReason', exitReasons)}
        </Col>
        <Col xs={24} md={8}>
          {lookup('sex', sexes)}
        </Col>
        <Col xs={24} md={8}>
          {lookup('raceEthnicity', races)}
        </Col>
        <Col xs={24} md={8}>
          {lookup('disabilityCategory', disabilities)}
        </Col>
      </Row>
    </FormDialog>
  );
}
