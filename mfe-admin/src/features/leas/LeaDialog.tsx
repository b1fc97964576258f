import { useState, type ReactNode } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { Checkbox, Col, Form, Row, Typography } from 'antd';
import { type LeaCreate, type LeaDetail } from '@portal/shared-contracts/admin';
import { FormDialog, fromFormik, TextField, useFormDialog, useSession, type TaskOutcome } from '@portal/shared-contracts/sdk';
import { LeaContactsEditor } from './LeaContactsEditor';
import { initialLeaValues, nestedErrors, toLeaSave, validateLea, type LeaFormValues } from './lea-form';
import { LeaTexts } from './lea-texts';

type TextName = 'name' | 'leaCode' | 'externalDistrictId' | 'contactEmail' | 'streetAddress' | 'city' | 'zip' | 'county';
type FlagName = 'isIncludedInCharterGroup' | 'isNdeLevelDistrict' | 'isStateSponsoredCharterAuthority';

interface LeaDialogProps {
  /** The LEA edited, or null for a new one. */
  lea: LeaDetail | null;
  onClose(): void;
  /** Saves under the task snackbar; the dialog closes once the service took it. */
  onSave(body: LeaCreate): Promise<TaskOutcome<LeaDetail>>;
}

/** An error under a control that is not a text field: the flags and the school years. */
function Item({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 8 }}>
      {children}
    </Form.Item>
  );
}

/**
 * Adds or edits an LEA with every field of spec 3: its texts, its group and flags, the school years
 * it takes part in, and its contacts. The form checks the identity service's own rules; what only the
 * service can know (a code another LEA has, a second state-level district) comes back under its field.
 */
export function LeaDialog({ lea, onClose, onSave }: LeaDialogProps) {
  const years = useSession((s) => s.schoolYears);
  const dialog = useFormDialog();
  const [initialValues] = useState(() => initialLeaValues(lea, years));
  const form = useFormik<LeaFormValues>({
    initialValues,
    validate: validateLea,
    onSubmit: async (values, helpers) => dialog.settle(await onSave(toLeaSave(values)), helpers, nestedErrors),
  });
  const errors = form.errors as FormikErrors<Record<string, string>>;
  const text = (name: TextName, required = false) => (
    <TextField
      label={LeaTexts.fields[name]}
      required={required}
      {...fromFormik<string>(form.getFieldProps(name), form.getFieldMeta(name), form.getFieldHelpers(name))}
    />
  );
  const flag = (name: FlagName) => (
    <Item error={errors[name]}>
      <Checkbox checked={form.values[name]} onChange={(event) => void form.setFieldValue(name, event.target.checked)}>
        {LeaTexts.fields[name]}
      </Checkbox>
    </Item>
  );
  const yearOptions = [...years].sort((a, b) => a.key - b.key).map((y) => ({ value: y.key, label: y.label }));

  return (
    <FormDialog
      dialog={dialog}
      form={form}
      title={lea ? LeaTexts.editTitle(lea.name) : LeaTexts.newTitle}
      width={800}
      afterClose={onClose}
      cancelText={LeaTexts.cancel}
      saveText={LeaTexts.save}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('name', true)}
        </Col>
        <Col xs={24} md={12}>
          {text('leaCode', true)}
        </Col>
        <Col xs={24} md={12}>
          {text('externalDistrictId')}
        </Col>
        <Col xs={24} md={12}>
          {text('contactEmail')}
        </Col>
        <Col xs={24} md={12}>
          {text('streetAddress')}
        </Col>
        <Col xs={24} md={12}>
          {text('city')}
        </Col>
        <Col xs={24} md={12}>
          {text('zip')}
        </Col>
        <Col xs={24} md={12}>
          {text('county')}
        </Col>
      </Row>
      {flag('isIncludedInCharterGroup')}
      {flag('isNdeLevelDistrict')}
      {flag('isStateSponsoredCharterAuthority')}
      <Typography.Title level={2} id="lea-school-years" style={{ fontSize: 16 }}>
        {LeaTexts.fields.schoolYears}
      </Typography.Title>
      <Item error={errors.schoolYearKeys}>
        <div role="group" aria-labelledby="lea-school-years">
          <Checkbox.Group
            options={yearOptions}
            value={form.values.schoolYearKeys}
            onChange={(keys) => void form.setFieldValue('schoolYearKeys', keys)}
          />
        </div>
      </Item>
      <LeaContactsEditor form={form} />
    </FormDialog>
  );
}
