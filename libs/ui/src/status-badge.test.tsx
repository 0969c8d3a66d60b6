import { describe, expect, it } from 'vitest';
import { statusColorName } from './status-badge';
import { initialsOf } from './user-menu';

describe('status colours and initials', () => {
  it('maps statuses to the status filter colours', () => {
    expect(statusColorName('Moving')).toBe('success');
    expect(statusColorName('Idling')).toBe('warning');
    expect(statusColorName('Parked')).toBe('danger');
    expect(statusColorName('Inactive')).toBe('dark');
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Demo User')).toBe('DU');
    expect(initialsOf('admin')).toBe('AD');
    expect(initialsOf('  ')).toBe('?');
  });
});
