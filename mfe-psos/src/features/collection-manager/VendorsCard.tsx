import { useState } from 'react';
import { useFormik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import * as yup from 'yup';
import { AppPermissions, FieldMessages } from '@portal/shared-contracts';
import type { Vendor, VendorFields, VendorUser } from '@portal/shared-contracts/psos';
import {
  CheckboxField,
  FormDialog,
  fromFormik,
  httpErrorMessage,
  tableDefaults,
  TextField,
  useConfirm,
  useFormDialog,
  usePermissions,
  useRefreshingTask,
} from '@portal/shared-contracts/sdk';
import { psosKeys } from '../../api/keys';
import { createVendor, fetchVendorUsers, searchUsers, setVendorOfUser, updateVendor, useVendors } from '../../api/vendors';
import { VendorTexts as T } from './collection-manager-texts';

const vendorSchema = yup.object({ name: yup.string().trim().required(FieldMessages.required).max(100), active: yup.boolean() });

function VendorDialog({ vendor, onClose }: { vendor: Vendor | null; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const form = useFormik<VendorFields>({
    initialValues: { name: vendor?.name ?? '', active: vendor?.active ?? true },
    validationSchema: vendorSchema,
    onSubmit: async (values, helpers) => {
      const fields = { name: values.name.trim(), active: values.active };
      dialog.settle(await runTask(() => (vendor ? updateVendor(vendor.id, fields) : createVendor(fields)), { success: T.saved }), helpers);
    },
  });
  return (
    <FormDialog dialog={dialog} form={form} title={vendor ? T.editTitle(vendor.name) : T.addTitle}>
      <TextField
        label={T.name}
        required
        {...fromFormik<string>(form.getFieldProps('name'), form.getFieldMeta('name'), form.getFieldHelpers('name'))}
      />
      <CheckboxField
        label={T.active}
        {...fromFormik<boolean>(form.getFieldProps('active'), form.getFieldMeta('active'), form.getFieldHelpers('active'))}
      />
    </FormDialog>
  );
}

const userSchema = yup.object({ userId: yup.number().nullable().required(FieldMessages.required) });

/** A user found by name or e-mail, given this vendor (an administrator's change: users manage). */
function AddUserDialog({ vendor, onClose }: { vendor: Vendor; onClose(): void }) {
  const dialog = useFormDialog({ open: true, onClose });
  const runTask = useRefreshingTask(psosKeys.all, { afterFailure: false });
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['psos', 'user-search', search],
    queryFn: () => searchUsers(search),
    enabled: search.trim().length > 1,
  });
  const form = useFormik<{ userId: number | null }>({
    initialValues: { userId: null },
    validationSchema: userSchema,
    onSubmit: async ({ userId }, helpers) =>
      dialog.settle(await runTask(() => setVendorOfUser(userId!, vendor.id), { success: T.userAdded }), helpers),
  });
  const meta = form.getFieldMeta('userId');
  return (
    <FormDialog dialog={dialog} form={form} title={T.addUserTitle(vendor.name)}>
      <Typography.Paragraph>{T.searchUsers}</Typography.Paragraph>
      <Select<number>
        aria-label={T.user}
        aria-invalid={meta.touched && meta.error ? true : undefined}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={found.isFetching}
        options={(found.data?.items ?? []).map((user) => ({ value: user.id, label: `${user.fullName} (${user.email})` }))}
        value={form.values.userId ?? undefined}
        onChange={(userId) => void form.setFieldValue('userId', userId)}
        style={{ width: '100%' }}
      />
      {meta.touched && meta.error ? <Typography.Text type="danger">{meta.error}</Typography.Text> : null}
    </FormDialog>
  );
}

function VendorUsers({ vendor, canManageUsers }: { vendor: Vendor; canManageUsers: boolean }) {
  const users = useQuery({ queryKey: psosKeys.vendorUsers(vendor.id), queryFn: () => fetchVendorUsers(vendor.id) });
  const runTask = useRefreshingTask(psosKeys.all);
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const columns: TableColumnsType<VendorUser> = [
    { key: 'fullName', dataIndex: 'fullName', title: T.columns.fullName },
    { key: 'email', dataIndex: 'email', title: T.columns.email },
    ...(canManageUsers
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, user: VendorUser) => (
              <Button
                size="small"
                aria-label={T.removeLabel(user.fullName)}
                onClick={async () => {
                  if (await confirm({ html: T.removeConfirm }))
                    await runTask(() => setVendorOfUser(user.userId, null), { success: T.removed });
                }}
              >
                {T.remove}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      {users.error ? <Alert type="error" showIcon title={httpErrorMessage(users.error)} /> : null}
      {users.data?.length === 0 ? (
        <Typography.Paragraph>{T.noUsers}</Typography.Paragraph>
      ) : (
        <Table<VendorUser>
          {...tableDefaults}
          size="small"
          caption={T.usersCaption(vendor.name)}
          rowKey="userId"
          columns={columns}
          dataSource={users.data}
          loading={users.isFetching}
          pagination={false}
        />
      )}
      {canManageUsers ? (
        <Button size="small" onClick={() => setAdding(true)} style={{ marginTop: 8 }}>
          {T.addUser}
        </Button>
      ) : null}
      {adding ? <AddUserDialog vendor={vendor} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

/** The contracted call centres, their active flag and users; changed by collection edit, users given by an administrator. */
export function VendorsCard({ canEdit }: { canEdit: boolean }) {
  const vendors = useVendors();
  const canManageUsers = usePermissions().includes(AppPermissions.UsersManage);
  const [editing, setEditing] = useState<Vendor | null | 'new'>(null);
  const columns: TableColumnsType<Vendor> = [
    { key: 'name', dataIndex: 'name', title: T.name },
    { key: 'active', dataIndex: 'active', title: T.active, render: (active: boolean) => (active ? T.yes : T.no) },
    { key: 'users', dataIndex: 'users', title: T.users, align: 'right' },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, vendor: Vendor) => (
              <Button size="small" aria-label={`${T.edit} ${vendor.name}`} onClick={() => setEditing(vendor)}>
                {T.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="psos-vendors-title" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="psos-vendors-title" style={{ fontSize: 18 }}>
        {T.title}
      </Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {canEdit ? (
        <Space style={{ marginBottom: 16 }}>
          <Button onClick={() => setEditing('new')}>{T.add}</Button>
        </Space>
      ) : null}
      {vendors.error ? <Alert type="error" showIcon title={httpErrorMessage(vendors.error)} /> : null}
      <Table<Vendor>
        {...tableDefaults}
        caption={T.caption}
        rowKey="id"
        columns={columns}
        dataSource={vendors.data}
        loading={vendors.isFetching}
        pagination={false}
        expandable={{ expandedRowRender: (vendor) => <VendorUsers vendor={vendor} canManageUsers={canManageUsers} /> }}
      />
      {editing ? <VendorDialog vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
