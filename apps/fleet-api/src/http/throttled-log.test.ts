import { describe, expect, it } from 'vitest';
import { ThrottledLog } from './throttled-log';

describe('ThrottledLog', () => {
  it('writes one line per message per interval and counts the ones held back', () => {
    let t = 0;
    const lines: [object, string][] = [];
    const log = new ThrottledLog((o, m) => void lines.push([o, m]), 1000, () => t);
    for (let i = 0; i < 5; i++) log.log({ i }, 'refused');
    log.log({}, 'other');
    t = 1000;
    log.log({ i: 9 }, 'refused');
    expect(lines).toEqual([[{ i: 0 }, 'refused'], [{}, 'other'], [{ i: 9, alsoSince: 4 }, 'refused']]);
  });
});
