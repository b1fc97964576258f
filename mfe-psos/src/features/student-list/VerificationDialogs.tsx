import { useFormik } from 'formik';
import { Typography } from 'antd';
import * as yup from 'yup';
import {
  EXCLUSION_REASONS,
  LATE_EXCLUSION_REASONS,
  PsosMessages,
  type ExclusionReason,
  type YouthListItem,
  ExclusionReasonLabels,
} from '@portal/shared-contracts/psos';
import { FormDialog, fromFormik, SelectField, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { useVendors } from '../../api/vendors';
import { reassignYouth, saveVerification } from '../../api/youth';
import { optionsOf } from '../../components/psos-labels';
import { youthName } from '../../components/youth-columns';
import { StudentListTexts as T } from './student-list-texts';

const exclusionSchema = yup.object({ reason: yup.string().nullable().required(PsosMessages.exclusionReasonRequired) });

/** A youth excluded with one of psos.md's reasons; once the list is Verified (`late`), only a death or a return to school. */
export function ExcludeDialog({ youth, late, onClose }: { youth: YouthListItem; late: boolean; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik<{ reason: ExclusionReason | null }>({
    initialValues: { reason: null },
    validationSchema: exclusionSchema,
    onSubmit: async ({ reason }, helpers) =>
      dialog.settle(await runTask(() => saveVerification(youth.id, { status: 'Excluded', reason }), { success: T.excluded }), helpers),
  });
  return (
    <FormDialog dialog={dialog} form={form} title={T.excludeTitle(youthName(youth))} saveText={T.exclude}>
      <Typography.Paragraph>{late ? T.lateExclusionIntro : T.excludeIntro}</Typography.Paragraph>
      <SelectField<ExclusionReason>
        label={T.reason}
        required
        options={optionsOf(ExclusionReasonLabels, late ? LATE_EXCLUSION_REASONS : EXCLUSION_REASONS)}
        {...fromFormik(form.getFieldProps('reason'), form.getFieldMeta('reason'), form.getFieldHelpers('reason'))}
      />
    </FormDialog>
  );
}

type AssignTo = 'Lea' | 'District' | number;

/** One youth's interviews moved to the District, a vendor, or back to its LEA's assignment by a state user; the attempts stay with the youth. */
export function ReassignDialog({ youth, onClose }: { youth: YouthListItem; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const vendors = useVendors();
  const form = useFormik<{ assignTo: AssignTo }>({
    initialValues: { assignTo: youth.vendorId ?? (youth.assignment === 'District' ? 'District' : 'Lea') },
    onSubmit: async ({ assignTo }, helpers) => {
      const body = typeof assignTo === 'number' ? { assignTo: 'Vendor' as const, vendorId: assignTo } : { assignTo, vendorId: null };
      dialog.settle(await runTask(() => reassignYouth(youth.id, body), { success: T.reassigned }), helpers);
    },
  });
  const options: { value: AssignTo; label: string }[] = [
    { value: 'Lea', label: T.asTheLea },
    { value: 'District', label: T.district },
    ...(vendors.data ?? []).filter((vendor) => vendor.active).map((vendor) => ({ value: vendor.id, label: vendor.name })),
  ];
  return (
    <FormDialog dialog={dialog} form={form} title={T.reassignTitle(youthName(youth))}>
      <Typography.Paragraph>{T.reassignIntro}</Typography.Paragraph>
      <SelectField<AssignTo>
        label={T.interviewer}
        required
        loading={vendors.isPending}
        options={options}
        {...fromFormik(form.getFieldProps('assignTo'), form.getFieldMeta('assignTo'), form.getFieldHelpers('assignTo'))}
      />
    </FormDialog>
  );
}
