import { deadlineStatus } from '../src';

// Due 3 September 2024, end of day in Nevada.
const due = { dueDate: '2024-09-03', dueAt: '2024-09-04T06:59:59.999Z' };

describe('deadline status', () => {
  it('is Pending until the end of the due day in state time, then Missed', () => {
    expect(deadlineStatus(due, '2024-09-04T06:59:00Z')).toBe('Pending');
    expect(deadlineStatus(due, new Date('2024-09-04T07:00:00Z'))).toBe('Missed');
  });

  it('is Met when met on or before the due date, Missed when met after it', () => {
    expect(deadlineStatus({ ...due, met: '2024-09-03' }, '2024-10-01T00:00:00Z')).toBe('Met');
    expect(deadlineStatus({ ...due, met: '2024-09-04' }, '2024-10-01T00:00:00Z')).toBe('Missed');
    expect(deadlineStatus({ ...due, met: '2024-09-04T06:00:00Z' }, '2024-10-01T00:00:00Z')).toBe('Met');
  });

  it('lets Waived and Superseded stand whatever the dates say', () => {
    expect(deadlineStatus({ ...due, waived: true }, '2024-10-01T00:00:00Z')).toBe('Waived');
    expect(deadlineStatus({ ...due, waived: true, superseded: true, met: '2024-09-01' }, '2024-10-01T00:00:00Z')).toBe('Superseded');
  });
});
