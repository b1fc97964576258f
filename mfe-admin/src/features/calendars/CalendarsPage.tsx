import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Typography, type TableColumnsType } from 'antd';
import { schoolYearLabel } from '@portal/shared-contracts';
import {
  CalendarLimits,
  CalendarMessages,
  schoolCalendarDayColumns,
  schoolCalendarFileName,
  SchoolDayKindLabels,
  weekdayOf,
  type SchoolCalendarDay,
  type SchoolCalendarSummary,
  type StateHoliday,
} from '@portal/shared-contracts/admin';
import {
  CsvFileInput,
  DayPicker,
  DownloadButton,
  errorBody,
  formatDay,
  tableColumn,
  tableDefaults,
  TextField,
  useConfirm,
  useCurrentRoute,
  useShellContext,
  useTaskSnackbar,
} from '@portal/shared-contracts/sdk';
import {
  addHoliday,
  deleteSchoolCalendar,
  fetchHolidays,
  fetchSchoolCalendar,
  fetchSchoolCalendars,
  generateHolidays,
  importSchoolCalendar,
  removeHoliday,
  schoolCalendarDownload,
} from '../../api/calendars';
import { adminKeys } from '../../api/keys';
import { fetchLeaChoices } from '../../api/schools';
import { LeaSelect } from '../../components/LeaSelect';
import { CalendarTexts as T } from './calendar-texts';

// In the text colour: an empty table's own grey falls short of WCAG AA's contrast.
const EmptyText = ({ text }: { text: string }) => <Typography.Text>{text}</Typography.Text>;
const schoolDays = (c: SchoolCalendarSummary) => c.counts.instructional + c.counts.partial + c.counts['early-release'];

/**
 * Calendars (/admin/calendars): the state holidays of the school year chosen in the shell, which a
 * state administrator adds to and removes from, and each LEA's school calendar of that year,
 * imported as CSV. Every deadline of the portal counts on these.
 */
export function CalendarsPage() {
  const { route } = useCurrentRoute();
  const { schoolYear } = useShellContext();
  return (
    <>
      <Typography.Title level={1}>{route.breadcrumb}</Typography.Title>
      <Typography.Paragraph>{T.intro}</Typography.Paragraph>
      {schoolYear === null ? (
        <Alert type="info" showIcon title={T.chooseYear} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <StateHolidays schoolYear={schoolYear} />
          <LeaCalendar schoolYear={schoolYear} />
        </Space>
      )}
    </>
  );
}

function StateHolidays({ schoolYear }: { schoolYear: number }) {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const confirm = useConfirm();
  const holidays = useQuery({ queryKey: adminKeys.holidays(schoolYear), queryFn: () => fetchHolidays(schoolYear) });
  const [date, setDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.holidays(schoolYear) });

  const add = async () => {
    if (!date) return;
    const outcome = await runTask(() => addHoliday({ date, name }), { success: T.added });
    if (outcome.ok) {
      setDate(null);
      setName('');
    }
    await reload();
  };
  const remove = async (holiday: StateHoliday) => {
    if (!(await confirm({ title: T.removeTitle(holiday.name, formatDay(holiday.date)), html: T.removeBody }))) return;
    await runTask(() => removeHoliday(holiday.id), { success: T.removed });
    await reload();
  };
  const generate = async () => {
    await runTask(() => generateHolidays(schoolYear), { success: T.generated });
    await reload();
  };

  const C = T.holidayColumns;
  const columns: TableColumnsType<StateHoliday> = [
    { title: C.date, dataIndex: 'date', render: (value: string) => formatDay(value) },
    { title: C.weekday, key: 'weekday', render: (_, h) => weekdayOf(h.date) },
    { title: C.name, dataIndex: 'name' },
    {
      title: C.actions,
      key: 'actions',
      render: (_, h) => (
        <Button size="small" aria-label={`${T.remove} ${h.name}`} onClick={() => void remove(h)}>
          {T.remove}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {T.holidaysTitle(schoolYearLabel(schoolYear))}
        </Typography.Title>
      }
    >
      <Space wrap align="end" style={{ marginBottom: 16 }}>
        <div style={{ width: 180 }}>
          <DayPicker label={T.date} value={date} onChange={setDate} required />
        </div>
        <div style={{ width: 260 }}>
          <TextField label={T.name} value={name} onChange={setName} required />
        </div>
        <Button type="primary" disabled={!date || !name.trim()} onClick={() => void add()}>
          {T.add}
        </Button>
        <Button onClick={() => void generate()}>{T.generate}</Button>
      </Space>
      <Table<StateHoliday>
        rowKey="id"
        columns={columns}
        dataSource={holidays.data ?? []}
        loading={holidays.isPending}
        locale={{ emptyText: <EmptyText text={T.noHolidays} /> }}
        {...tableDefaults}
        pagination={false}
      />
    </Card>
  );
}

function LeaCalendar({ schoolYear }: { schoolYear: number }) {
  const queryClient = useQueryClient();
  const runTask = useTaskSnackbar();
  const confirm = useConfirm();
  const helpId = useId();
  const [leaId, setLeaId] = useState<number | null>(null);
  const [importErrors, setImportErrors] = useState<{ message: string; reasons: string[] } | null>(null);
  const leas = useQuery({ queryKey: adminKeys.schoolLeaChoices, queryFn: fetchLeaChoices });
  const calendars = useQuery({ queryKey: adminKeys.schoolCalendars(schoolYear), queryFn: () => fetchSchoolCalendars(schoolYear) });
  const summary = calendars.data?.find((c) => c.leaId === leaId) ?? null;
  const calendar = useQuery({
    queryKey: adminKeys.schoolCalendar(leaId, schoolYear),
    queryFn: () => fetchSchoolCalendar(leaId!, schoolYear),
    enabled: summary !== null,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.calendars });
  const leaName = leas.data?.find((l) => l.id === leaId)?.name ?? '';

  const upload = async (file: File) => {
    if (leaId === null) return;
    setImportErrors(null);
    const outcome = await runTask(() => importSchoolCalendar(leaId, schoolYear, file), { success: T.imported, before: T.importing });
    if (!outcome.ok) {
      const body = errorBody(outcome.error);
      if (body?.reasons?.length) setImportErrors({ message: body.message ?? '', reasons: body.reasons });
    }
    await reload();
  };
  const remove = async () => {
    if (leaId === null || !(await confirm({ title: T.deleteTitle(leaName), html: T.deleteBody }))) return;
    await runTask(() => deleteSchoolCalendar(leaId, schoolYear), { success: T.deleted });
    await reload();
  };

  // The days' table and its files share one column definition.
  const dayColumns: TableColumnsType<SchoolCalendarDay> = schoolCalendarDayColumns.map((column) =>
    tableColumn(schoolCalendarDayColumns, column.key),
  );
  const L = T.calendarColumns;
  const calendarColumns: TableColumnsType<SchoolCalendarSummary> = [
    {
      title: L.leaName,
      dataIndex: 'leaName',
      render: (name: string, c) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setLeaId(c.leaId)}>
          {name}
        </Button>
      ),
    },
    { title: L.days, key: 'days', render: (_, c) => schoolDays(c) },
    { title: L.importedAt, dataIndex: 'importedAt', render: (value: string) => new Date(value).toLocaleString('en-US') },
  ];

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0 }}>
          {T.leaTitle}
        </Typography.Title>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <LeaSelect aria-label={T.lea} leas={leas.data ?? []} loading={leas.isPending} value={leaId} onChange={setLeaId} />
        {leaId === null ? <Typography.Paragraph>{T.chooseLea}</Typography.Paragraph> : null}
        {leaId !== null && summary === null && !calendars.isPending ? <Alert type="warning" showIcon title={T.noCalendar} /> : null}
        {summary ? (
          <Typography.Paragraph>
            {Object.entries(SchoolDayKindLabels)
              .map(([kind, label]) => `${label}: ${summary.counts[kind as keyof typeof SchoolDayKindLabels]}`)
              .join(' · ')}
            {' · '}
            {T.importedAt(new Date(summary.importedAt).toLocaleString('en-US'))}
          </Typography.Paragraph>
        ) : null}
        {leaId !== null ? (
          <>
            <Typography.Paragraph id={helpId}>{T.importHelp}</Typography.Paragraph>
            <Space wrap align="end">
              <CsvFileInput
                label={T.chooseFile}
                describedBy={helpId}
                maxBytes={CalendarLimits.importBytes}
                tooLarge={CalendarMessages.tooLarge}
                onChoose={(choice) => {
                  if (choice.kind === 'chosen') void upload(choice.file);
                  if (choice.kind === 'refused') setImportErrors({ message: choice.message, reasons: [] });
                }}
              />
              {summary ? (
                <Button danger onClick={() => void remove()}>
                  {T.deleteCalendar}
                </Button>
              ) : null}
            </Space>
          </>
        ) : null}
        {importErrors ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={importErrors.message}
            description={
              importErrors.reasons.length ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {importErrors.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
        {summary && leaId !== null ? (
          <DownloadButton {...schoolCalendarDownload(leaId, schoolYear)} name={schoolCalendarFileName(leaName, schoolYear)} />
        ) : null}
        {summary ? (
          <Table<SchoolCalendarDay>
            rowKey="date"
            columns={dayColumns}
            dataSource={calendar.data?.days ?? []}
            loading={calendar.isPending}
            {...tableDefaults}
          />
        ) : null}
        <Typography.Title level={3}>{T.calendarsTitle}</Typography.Title>
        <Table<SchoolCalendarSummary>
          rowKey="leaId"
          columns={calendarColumns}
          dataSource={calendars.data ?? []}
          loading={calendars.isPending}
          locale={{ emptyText: <EmptyText text={T.noCalendars} /> }}
          {...tableDefaults}
          pagination={false}
        />
      </Space>
    </Card>
  );
}
