import { Button, Descriptions } from 'antd';
import type { ChildRecord } from '@portal/shared-contracts/eco';
import { formatDay } from '@portal/shared-contracts/sdk';
import { isChildEditable } from '../../components/child-form';
import { RecordTexts } from '../../components/record-texts';
import { ScoreTexts } from './score-texts';

/** Who the ratings are for: the child's record at a glance, with its Edit button while any of it is open to change. */
export function ChildSummary({ child, onEdit }: { child: ChildRecord; onEdit(): void }) {
  const F = RecordTexts.fields;
  return (
    <Descriptions
      title={`${child.firstName} ${child.lastName}`}
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      extra={isChildEditable(child) ? <Button onClick={onEdit}>{ScoreTexts.editChild}</Button> : null}
      items={[
        { key: 'id', label: F.stateStudentId, children: child.stateStudentId },
        { key: 'birth', label: F.birthDate, children: formatDay(child.birthDate) },
        { key: 'lea', label: F.leaId, children: child.leaName },
        { key: 'school', label: F.schoolId, children: child.schoolName ?? '' },
        { key: 'entry', label: F.entryDate, children: formatDay(child.entryDate) },
        { key: 'exit', label: F.exitDate, children: formatDay(child.exitDate) },
      ]}
      style={{ marginBottom: 24 }}
    />
  );
}
