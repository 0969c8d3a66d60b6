import type { LiveAsset, ReportJob } from '@fleet/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeLiveSocket } from '../testing/fake-live-socket';
import { createLiveSession } from './live-session';

const asset: LiveAsset = { assetId: 7, time: 1, lat: 3, lng: 101, speed: 0, heading: 0, status: 'Parked', ignition: false, fuelPercent: null, temperature: null, odometer: null, address: null };
const job: ReportJob = { jobId: 'j1', type: 'history', fileName: 'History.pdf', state: 'running', phase: 'file', done: 500, total: 2_000, error: null };

describe('live session', () => {
  it('hands an export’s progress to its job listeners and leaves the fleet store alone', async () => {
    const Socket = fakeLiveSocket([asset]);
    const session = createLiveSession({ baseUrl: 'http://fleet.test/v2', getAccessToken: () => 'token', refreshAccessToken: async () => 'token', WebSocketImpl: Socket });
    const jobs: ReportJob[] = [];
    const unsubscribe = session.subscribeJobs((j) => jobs.push(j));
    session.start();
    await vi.waitFor(() => expect(session.getState().ready).toBe(true));
    Socket.last!.push({ type: 'job', job });
    expect(jobs).toEqual([job]);
    expect(session.store.size).toBe(1);
    expect(session.store.seq).toBe(1);
    unsubscribe();
    Socket.last!.push({ type: 'job', job: { ...job, done: 1_000 } });
    expect(jobs).toHaveLength(1);
    session.stop();
  });
});
