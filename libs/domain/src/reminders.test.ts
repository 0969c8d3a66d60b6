import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, describeLeft, nextDueAfter, reminderSentence, reminderState } from './reminders';

const due = { dueDate: '2026-12-04', nextKm: null, noticeDays: 14, noticeKm: 500, done: false };

describe('reminder state', () => {
  it('by date: ok, due soon within the notice, due on the day, overdue after', () => {
    expect(reminderState(due, '2026-11-10', null).state).toBe('ok');
    expect(reminderState(due, '2026-11-24', null)).toEqual({ state: 'due-soon', daysLeft: 10, kmLeft: null });
    expect(reminderState(due, '2026-12-04', null).state).toBe('due');
    expect(reminderState(due, '2026-12-05', null)).toMatchObject({ state: 'overdue', daysLeft: -1 });
  });

  it('by reading: due soon within the notice, due once reached, overdue past it by the notice again', () => {
    const km = { ...due, dueDate: null, nextKm: 20_000 };
    expect(reminderState(km, '2026-11-24', 19_000).state).toBe('ok');
    expect(reminderState(km, '2026-11-24', 19_600)).toEqual({ state: 'due-soon', daysLeft: null, kmLeft: 400 });
    expect(reminderState(km, '2026-11-24', 20_100).state).toBe('due');
    expect(reminderState(km, '2026-11-24', 20_600).state).toBe('overdue');
    // No odometer known: nothing to say by reading.
    expect(reminderState(km, '2026-11-24', null).state).toBe('ok');
  });

  it('whichever comes first', () => {
    const both = { ...due, nextKm: 20_000 };
    expect(reminderState(both, '2026-11-01', 19_800).state).toBe('due-soon');
    expect(reminderState(both, '2026-12-05', 10_000).state).toBe('overdue');
    expect(reminderState({ ...both, done: true }, '2026-12-05', 30_000).state).toBe('done');
  });
});

describe('dates and the next due', () => {
  it('counts days and adds months, clamping to the month end', () => {
    expect(daysBetween('2026-11-24', '2026-12-04')).toBe(10);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-24', 12)).toBe('2027-11-24');
  });

  it('moves a repeating reminder on from the completion; a one-off is done', () => {
    expect(nextDueAfter({ repeatMonths: 12, everyKm: 10_000, dueDate: '2026-12-04' }, '2026-12-01', 19_950)).toEqual({ dueDate: '2027-12-01', nextKm: 29_950, done: false });
    expect(nextDueAfter({ repeatMonths: null, everyKm: null, dueDate: '2026-12-04' }, '2026-12-01', null)).toMatchObject({ done: true });
  });

  it('reads as a sentence', () => {
    expect(describeLeft({ daysLeft: 10, kmLeft: null })).toBe('in 10 days');
    expect(describeLeft({ daysLeft: -1, kmLeft: -120.4 })).toBe('1 day ago, 120 km ago');
    expect(reminderSentence('Road tax', 'due-soon', 'WPX 1234', { daysLeft: 10, kmLeft: null })).toBe('Road tax due soon: WPX 1234 (in 10 days)');
  });
});
