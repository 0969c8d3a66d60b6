import type { ReportJob } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import type { LiveConnection } from './live-connection';
import { LiveHub } from './live-hub';

const job: ReportJob = { jobId: 'j1', type: 'history', fileName: 'History.pdf', state: 'running', phase: 'file', done: 500, total: 2_000, error: null };

/** A socket of `userId` (undefined: not signed in yet) that records the jobs it is told of. */
function socket(userId: string | undefined) {
  const told: ReportJob[] = [];
  const connection = { viewer: userId ? { userId, sessionId: `s-${userId}` } : undefined, reportJob: (j: ReportJob) => void told.push(j) };
  return { connection: connection as unknown as LiveConnection, told };
}

describe('LiveHub', () => {
  it('tells an export’s progress to every socket of its owner, and to nobody else', () => {
    const hub = new LiveHub();
    const [owner, ownerTab, other, anonymous] = [socket('u1'), socket('u1'), socket('u2'), socket(undefined)];
    for (const s of [owner, ownerTab, other, anonymous]) hub.add(s.connection);
    hub.reportJob('u1', job);
    expect([owner.told, ownerTab.told, other.told, anonymous.told]).toEqual([[job], [job], [], []]);
  });
});
