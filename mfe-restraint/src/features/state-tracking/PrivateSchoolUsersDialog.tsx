import { useState } from 'react';
import { useFormik } from 'formik';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import type { PrivateSchool } from '@portal/shared-contracts/restraint';
import { FieldFrame, FormDialog, useFormDialog, useRefreshingTask } from '@portal/shared-contracts/sdk';
import { restraintKeys } from '../../api/keys';
import { fetchPrivateSchoolUsers, savePrivateSchoolUsers } from '../../api/private-schools';
import { fetchUser, searchUsers } from '../../api/users';
import { PrivateSchoolTexts as T } from './private-schools-texts';

/** A search shorter than this would offer most of the state's users. */
const MIN_SEARCH = 2;

const userLabel = (user: { fullName: string; email: string }) => `${user.fullName} (${user.email})`;

/** The users who report a private school's incidents (state admin): its assigned users, found by name or e-mail. */
export function PrivateSchoolUsersDialog({ school, onClose }: { school: PrivateSchool; onClose(): void }) {
  const assigned = useQuery({ queryKey: restraintKeys.privateSchoolUsers(school.id), queryFn: () => fetchPrivateSchoolUsers(school.id) });
  return assigned.data ? <UsersForm school={school} userIds={assigned.data.userIds} onClose={onClose} /> : null;
}

function UsersForm({ school, userIds, onClose }: { school: PrivateSchool; userIds: number[]; onClose(): void }) {
  const runChange = useRefreshingTask(restraintKeys.all);
  const dialog = useFormDialog({ open: true, onClose });
  const [search, setSearch] = useState('');
  const form = useFormik<{ userIds: number[] }>({
    initialValues: { userIds },
    onSubmit: async (values, helpers) =>
      dialog.settle(await runChange(() => savePrivateSchoolUsers(school.id, values.userIds), { success: T.usersSaved }), helpers),
  });
  // The assigned users by name; those found by the search beside them.
  const named = useQueries({
    queries: userIds.map((id) => ({ queryKey: restraintKeys.user(id), queryFn: () => fetchUser(id), staleTime: 60_000 })),
  });
  const found = useQuery({
    queryKey: restraintKeys.userSearch(search),
    queryFn: () => searchUsers(search),
    enabled: search.trim().length >= MIN_SEARCH,
    placeholderData: keepPreviousData,
  });
  const labels = new Map<number, string>(userIds.map((id) => [id, String(id)]));
  for (const user of named) if (user.data) labels.set(user.data.id, userLabel(user.data));
  for (const user of found.data?.items ?? []) labels.set(user.id, userLabel(user));
  const meta = form.getFieldMeta('userIds');
  return (
    <FormDialog dialog={dialog} form={form} title={T.usersTitle(school.name)} width={640}>
      <Typography.Paragraph>{T.usersHint}</Typography.Paragraph>
      <FieldFrame label={T.userField} error={meta.touched ? meta.error : undefined}>
        {(aria) => (
          <Select<number[]>
            {...aria}
            aria-label={T.userField}
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={found.isFetching}
            options={[...labels].map(([value, label]) => ({ value, label }))}
            value={form.values.userIds}
            onChange={(ids) => void form.setFieldValue('userIds', ids)}
            style={{ width: '100%' }}
          />
        )}
      </FieldFrame>
    </FormDialog>
  );
}
