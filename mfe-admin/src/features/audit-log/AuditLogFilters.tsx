import { useState, type ComponentProps, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import { type LeaSummary } from '@portal/shared-contracts';
import { http, useSession } from '@portal/shared-contracts/sdk';
import { AuditLogTexts } from './audit-log-texts';
import { adminKeys } from '../../api/keys';

/** The log's filters as the service takes them; an empty one is left out. */
export interface AuditLogFilterValues {
  service?: string | undefined;
  event?: string | undefined;
  actor?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  studentId?: string | undefined;
  leaId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** How each filter is read back from the page's URL. */
export const auditLogFilterParsers = {
  service: String,
  event: String,
  actor: String,
  entityType: String,
  entityId: String,
  studentId: String,
  leaId: Number,
  from: String,
  to: String,
};

type DayRange = Parameters<NonNullable<ComponentProps<typeof DatePicker.RangePicker>['onChange']>>[0];

const fetchServices = () => http.get('admin/audit-events/services').json<string[]>();

const leaOptions = (leas: LeaSummary[]) => leas.map((lea) => ({ value: lea.id, label: lea.name }));

/** A filter with its label shown above it: a placeholder alone vanishes once a value is chosen. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The filters a reader narrows the log with, applied together with Apply (or Enter in a field),
 * so the log is not read again at every keystroke. Dates are whole days in the reader's time.
 */
export function AuditLogFilters({ applied, onApply }: { applied: AuditLogFilterValues; onApply(filters: AuditLogFilterValues): void }) {
  const services = useQuery({ queryKey: adminKeys.auditServices, queryFn: fetchServices });
  const leas = useSession((s) => s.leas);
  // The form opens on the filters the list is showing (a link or Back may bring them).
  const [draft, setDraft] = useState<AuditLogFilterValues>(applied);
  const [days, setDays] = useState<DayRange>(applied.from && applied.to ? [dayjs(applied.from), dayjs(applied.to)] : null);
  const text = (field: 'event' | 'actor' | 'entityType' | 'entityId' | 'studentId') => ({
    value: draft[field] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value })),
    onPressEnter: apply,
  });
  const apply = () => {
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : value]),
    );
    onApply({ ...trimmed, from: days?.[0]?.startOf('day').toISOString(), to: days?.[1]?.endOf('day').toISOString() });
  };
  const clear = () => {
    setDraft({});
    setDays(null);
    onApply({});
  };

  return (
    // Apply and Enter in a field apply the filters without submitting the form: applying navigates
    // (the filters go to the URL), and React would take a submit that navigates for a form action.
    <form aria-label={AuditLogTexts.filters} onSubmit={(event) => event.preventDefault()} style={{ marginBottom: 16 }}>
      <Space wrap align="end">
        <Labelled id="audit-service" label={AuditLogTexts.service}>
          <Select
            id="audit-service"
            allowClear
            style={{ minWidth: 160 }}
            value={draft.service}
            onChange={(service?: string) => setDraft((current) => ({ ...current, service }))}
            options={services.data?.map((service) => ({ value: service, label: service }))}
          />
        </Labelled>
        <Labelled id="audit-event" label={AuditLogTexts.event}>
          <Input id="audit-event" style={{ width: 180 }} {...text('event')} />
        </Labelled>
        <Labelled id="audit-actor" label={AuditLogTexts.actor}>
          <Input id="audit-actor" style={{ width: 180 }} {...text('actor')} />
        </Labelled>
        <Labelled id="audit-record-type" label={AuditLogTexts.recordType}>
          <Input id="audit-record-type" style={{ width: 140 }} {...text('entityType')} />
        </Labelled>
        <Labelled id="audit-record-id" label={AuditLogTexts.recordId}>
          <Input id="audit-record-id" style={{ width: 120 }} {...text('entityId')} />
        </Labelled>
        <Labelled id="audit-student-id" label={AuditLogTexts.studentId}>
          <Input id="audit-student-id" style={{ width: 160 }} {...text('studentId')} />
        </Labelled>
        <Labelled id="audit-lea" label={AuditLogTexts.lea}>
          <Select
            id="audit-lea"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            value={draft.leaId}
            onChange={(leaId?: number) => setDraft((current) => ({ ...current, leaId }))}
            options={leaOptions(leas)}
          />
        </Labelled>
        <Labelled id="audit-dates" label={AuditLogTexts.dates}>
          <DatePicker.RangePicker id={{ start: 'audit-dates' }} value={days} onChange={setDays} format="MM/DD/YYYY" />
        </Labelled>
        <Button type="primary" onClick={apply}>
          {AuditLogTexts.apply}
        </Button>
        <Button onClick={clear}>{AuditLogTexts.clear}</Button>
      </Space>
    </form>
  );
}
