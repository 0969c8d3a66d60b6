import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween, describeLeft, nextDueAfter, reminderSentence, reminderState } from './reminders';

const due = { dueDate: '2026-12-04', nextKm: null, noticeDays: 14, noticeKm: 500, nextHours: null, noticeHours: 25, done: false };

describe('reminder state', () => {
  it('by date: ok, due soon within the notice, due on the day, overdue after', () => {
    expect(reminderState(due, '2026-11-10', null, null).state).toBe('ok');
    expect(reminderState(due, '2026-11-24', null, null)).toEqual({ state: 'due-soon', daysLeft: 10, kmLeft: null, hoursLeft: null });
    expect(reminderState(due, '2026-12-04', null, null).state).toBe('due');
    expect(reminderState(due, '2026-12-05', null, null)).toMatchObject({ state: 'overdue', daysLeft: -1 });
  });

  it('by reading: due soon within the notice, due once reached, overdue past it by the notice again', () => {
    const km = { ...due, dueDate: null, nextKm: 20_000 };
    expect(reminderState(km, '2026-11-24', 19_000, null).state).toBe('ok');
    expect(reminderState(km, '2026-11-24', 19_600, null)).toEqual({ state: 'due-soon', daysLeft: null, kmLeft: 400, hoursLeft: null });
    expect(reminderState(km, '2026-11-24', 20_100, null).state).toBe('due');
    expect(reminderState(km, '2026-11-24', 20_600, null).state).toBe('overdue');
    // No odometer known: nothing to say by reading.
    expect(reminderState(km, '2026-11-24', null, null).state).toBe('ok');
  });

  it('by engine hours: due soon within the notice (e.g. an oil change every 250 h or 6 months)', () => {
    const hours = { ...due, dueDate: null, nextHours: 1_250 };
    expect(reminderState(hours, '2026-11-24', 50_000, 1_200).state).toBe('ok');
    expect(reminderState(hours, '2026-11-24', 50_000, 1_230.04)).toEqual({ state: 'due-soon', daysLeft: null, kmLeft: null, hoursLeft: 20 });
    expect(reminderState(hours, '2026-11-24', null, 1_251).state).toBe('due');
    expect(reminderState(hours, '2026-11-24', null, 1_280).state).toBe('overdue');
    expect(reminderState(hours, '2026-11-24', null, null).state).toBe('ok');
    // Six months or 250 h, whichever comes first: the date is far, the hours are near.
    expect(reminderState({ ...hours, dueDate: '2027-05-24' }, '2026-11-24', null, 1_240).state).toBe('due-soon');
  });

  it('whichever comes first', () => {
    const both = { ...due, nextKm: 20_000 };
    expect(reminderState(both, '2026-11-01', 19_800, null).state).toBe('due-soon');
    expect(reminderState(both, '2026-12-05', 10_000, null).state).toBe('overdue');
    expect(reminderState({ ...both, done: true }, '2026-12-05', 30_000, null).state).toBe('done');
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
    expect(nextDueAfter({ repeatMonths: 12, everyKm: 10_000, everyHours: null, dueDate: '2026-12-04' }, '2026-12-01', 19_950, 800)).toEqual({ dueDate: '2027-12-01', nextKm: 29_950, nextHours: null, done: false });
    expect(nextDueAfter({ repeatMonths: 6, everyKm: null, everyHours: 250, dueDate: '2026-12-04' }, '2026-12-01', 19_950, 1_251.5)).toEqual({ dueDate: '2027-06-01', nextKm: null, nextHours: 1_501.5, done: false });
    expect(nextDueAfter({ repeatMonths: null, everyKm: null, everyHours: null, dueDate: '2026-12-04' }, '2026-12-01', null, null)).toMatchObject({ done: true });
  });

  it('reads as a sentence', () => {
    expect(describeLeft({ daysLeft: 10, kmLeft: null, hoursLeft: null })).toBe('in 10 days');
    expect(describeLeft({ daysLeft: -1, kmLeft: -120.4, hoursLeft: 20 })).toBe('1 day ago, 120 km ago, in 20 engine h');
    expect(reminderSentence('Road tax', 'due-soon', 'WPX 1234', { daysLeft: 10, kmLeft: null, hoursLeft: null })).toBe('Road tax due soon: WPX 1234 (in 10 days)');
  });
});
