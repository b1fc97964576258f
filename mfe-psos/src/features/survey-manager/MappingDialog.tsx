import { useFormik } from 'formik';
import { Typography } from 'antd';
import { B14_INPUTS, type InstrumentVersionFields } from '@portal/shared-contracts/psos';
import { conditionFault } from '@portal/shared-contracts/questionnaire';
import { FormDialog, fromFormik, TextField, useFormDialog } from '@portal/shared-contracts/sdk';
import { SurveyManagerTexts as T } from './survey-manager-texts';

type Mapping = InstrumentVersionFields['mapping'];

function parse(text: string): { mapping: Mapping } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: T.notJson };
    if (Object.keys(value).sort().join() !== [...B14_INPUTS].sort().join()) return { error: T.mappingInputs(B14_INPUTS) };
    for (const [input, condition] of Object.entries(value)) {
      const fault = conditionFault(condition);
      if (fault) return { error: `${input}: ${fault}` };
    }
    return { mapping: value as Mapping };
  } catch {
    return { error: T.notJson };
  }
}

/** A Draft's mapping of answers to the B14 inputs, written as JSON conditions; publishing checks what they name. */
export function MappingDialog({ mapping, save, onClose }: { mapping: Mapping; save(mapping: Mapping): Promise<boolean>; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const form = useFormik({
    initialValues: { mapping: JSON.stringify(mapping, null, 2) },
    validate: (values) => {
      const parsed = parse(values.mapping);
      return 'error' in parsed ? { mapping: parsed.error } : {};
    },
    onSubmit: async (values) => {
      const parsed = parse(values.mapping);
      if ('mapping' in parsed && (await save(parsed.mapping))) dialog.close();
    },
  });
  return (
    <FormDialog dialog={dialog} form={form} title={T.mappingTitleDialog} width={720}>
      <Typography.Paragraph>{T.mappingIntro}</Typography.Paragraph>
      <TextField
        label={T.mappingField}
        required
        size="large"
        {...fromFormik<string>(form.getFieldProps('mapping'), form.getFieldMeta('mapping'), form.getFieldHelpers('mapping'))}
      />
    </FormDialog>
  );
}
