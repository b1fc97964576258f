import { useFormik } from 'formik';
import { Alert } from 'antd';
import * as yup from 'yup';
import { PsosMessages, type CollectionRecord } from '@portal/shared-contracts/psos';
import { FormDialog, fromFormik, TextField, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { resetLea } from '../../api/collections';
import { psosKeys } from '../../api/keys';
import { DistrictDashboardTexts as T } from './lea-tracking-texts';

interface ResetDialogProps {
  collection: CollectionRecord;
  lea: { id: number; name: string; leaCode: string };
  onClose(): void;
}

/** psos.md's district dashboard reset: the LEA code typed exactly, and a reason; one transaction on the service. */
export function ResetDialog({ collection, lea, onClose }: ResetDialogProps) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik({
    initialValues: { leaCode: '', reason: '' },
    validationSchema: yup.object({
      leaCode: yup.string().trim().required(PsosMessages.resetLeaCode).oneOf([lea.leaCode], PsosMessages.resetLeaCode),
      reason: yup.string().trim().required(PsosMessages.reasonRequired).max(1000),
    }),
    onSubmit: async (values, helpers) =>
      dialog.settle(
        await runTask(() => resetLea(collection.id, lea.id, { leaCode: values.leaCode.trim(), reason: values.reason.trim() }), {
          success: T.resetDone,
        }),
        helpers,
      ),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={T.resetTitle(lea.name)} saveText={T.resetSave}>
      <Alert type="warning" showIcon title={T.resetIntro(lea.name, collection.schoolYearLabel)} style={{ marginBottom: 16 }} />
      <TextField
        label={T.leaCode(lea.leaCode)}
        required
        {...fromFormik<string>(form.getFieldProps('leaCode'), form.getFieldMeta('leaCode'), form.getFieldHelpers('leaCode'))}
      />
      <TextField
        label={T.reason}
        required
        size="medium"
        {...fromFormik<string>(form.getFieldProps('reason'), form.getFieldMeta('reason'), form.getFieldHelpers('reason'))}
      />
    </FormDialog>
  );
}
