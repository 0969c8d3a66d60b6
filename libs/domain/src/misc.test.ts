import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, idRangeMessage, idSchema } from './limits';
import { hasPageAccess, isLoggedIn, isSuperAdmin } from './access';
import { countNewEntries, isEntryNew, CHANGE_LOG } from './changelog';
import { contrastText, parseHexColor, PALETTE } from './colors';
import { reportJobProgressText } from './reports/report-job';
import { registerSchema, changePasswordSchema } from './auth';
import { MESSAGES, noPageAccessMessage, poiAddedMessage, moreChipsLabel } from './messages';

describe('roles and page access', () => {
  it('knows who is logged in and who is super admin', () => {
    expect(isLoggedIn('Client')).toBe(true);
    expect(isLoggedIn('LoggedOut')).toBe(false);
    expect(isSuperAdmin('Client')).toBe(false);
    expect(isSuperAdmin('Administrator')).toBe(true);
  });
  it('checks access.pages', () => {
    expect(hasPageAccess(['mapview', 'reports'], 'reports')).toBe(true);
    expect(hasPageAccess(['mapview'], 'vms')).toBe(false);
    expect(hasPageAccess(undefined, 'vms')).toBe(false);
  });
});

describe('change log', () => {
  it('has the one entry about the Monitor views', () => {
    expect(CHANGE_LOG).toHaveLength(1);
    expect(CHANGE_LOG[0]?.changes.join(' ')).toMatch(/Table, Map and Hybrid views are now reached inside the Monitor page/);
  });
  it('new = total - seen, never negative', () => {
    expect(countNewEntries(3, 1)).toBe(2);
    expect(countNewEntries(1, 5)).toBe(0);
    expect(isEntryNew(0, 2, 1)).toBe(true);
    expect(isEntryNew(1, 2, 1)).toBe(false);
  });
});

describe('colours', () => {
  it('parses hex and picks readable text at the 128 threshold', () => {
    expect(parseHexColor('#283490')).toEqual([40, 52, 144]);
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(() => parseHexColor('red')).toThrow();
    expect(contrastText(PALETTE.primary)).toBe('#FFFFFF');
    expect(contrastText(PALETTE.warning)).toBe('#000000');
  });
});

describe('texts and schemas', () => {
  it('builds the texts that carry values', () => {
    expect(noPageAccessMessage('Vessel')).toBe('You do not have access to Vessel');
    expect(poiAddedMessage('Depot A')).toBe('POI (Depot A) added successfully');
    expect(moreChipsLabel(3)).toBe('+3 more...');
  });
  it('refuses mismatched passwords with the spec text', () => {
    const r = registerSchema.safeParse({ displayName: 'A', email: 'a@b.co', password: 'long enough pass', confirmPassword: 'long enough pasS' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.passwordMismatch);
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', password: 'long enough pass', confirmPassword: 'long enough pass' }).success).toBe(true);
  });
  it('needs new passwords of 12 to 128 characters', () => {
    const short = changePasswordSchema.safeParse({ currentPassword: 'x', password: 'elevenchars', confirmPassword: 'elevenchars' });
    expect(short.error?.issues[0]?.message).toBe(MESSAGES.passwordTooShort);
    const long = 'x'.repeat(FIELD_LIMITS.passwordMax + 1);
    expect(registerSchema.safeParse({ displayName: 'A', email: 'a@b.co', password: long, confirmPassword: long }).error?.issues[0]?.message).toBe(MESSAGES.passwordTooLong);
  });
  it('bounds ids: whole numbers 1..2^31-1, from text or JSON', () => {
    const id = idSchema('receiptId');
    expect(id.parse('42')).toBe(42);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'abc', '', 1e308, Number.NaN, null]) {
      expect(id.safeParse(bad).error?.issues[0]?.message).toBe(idRangeMessage('receiptId'));
    }
  });
});

describe('reportJobProgressText', () => {
  it('names the file and counts the rows written', () => {
    expect(reportJobProgressText({ phase: 'report', done: 0, total: 0, fileName: 'History 24-11-2026.pdf' })).toBe('Preparing the PDF: computing the report…');
    expect(reportJobProgressText({ phase: 'file', done: 12_500, total: 50_000, fileName: 'History.xlsx' })).toBe('Preparing the Excel file: 12,500 of 50,000 rows (25%)');
  });
});
