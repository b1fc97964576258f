import type { PlanStatus } from '@portal/shared-contracts/findings';
import type { DateColumn } from './db';

/**
 * The findings engine's published views (`casework`, read only): what restraint, dispute and
 * monitoring read of the plans and findings they made through its API, by the views' column names.
 * A service naming them in `reads` adds these to its database type.
 */
export interface CaseworkTables {
  'casework.plans': {
    id: number;
    source: string;
    lea_id: number;
    plan_group_key: string;
    status: PlanStatus;
    due_date: DateColumn;
    submitted_date: DateColumn | null;
    approved_date: DateColumn | null;
    evidence_submitted_date: DateColumn | null;
    verified_date: DateColumn | null;
  };
  'casework.findings': {
    id: number;
    source: string;
    source_record_id: string;
    lea_id: number;
    citation: string;
    level: 'child' | 'systemic';
    issue_date: DateColumn;
    due_date: DateColumn;
    status: string;
    corrected_date: DateColumn | null;
    timely: boolean | null;
    counts_for_b18: boolean;
    plan_id: number | null;
  };
}
