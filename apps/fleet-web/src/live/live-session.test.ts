import type { Alert, LiveAsset, ReportJob } from '@fleet/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeLiveSocket } from '../testing/fake-live-socket';
import { createLiveSession, type LiveAlertEvent } from './live-session';

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

  it('hands alerts and acknowledgements to the alert listeners', async () => {
    const Socket = fakeLiveSocket([asset]);
    const session = createLiveSession({ baseUrl: 'http://fleet.test/v2', getAccessToken: () => 'token', refreshAccessToken: async () => 'token', WebSocketImpl: Socket });
    const heard: LiveAlertEvent[] = [];
    session.subscribeAlerts((e) => heard.push(e));
    session.start();
    await vi.waitFor(() => expect(session.getState().ready).toBe(true));
    const alert: Alert = {
      id: 3, ruleId: 1, ruleName: 'Overspeed', assetId: 7, assetName: 'Hino', type: 'overspeed', severity: 'critical', time: 1, lat: 3, lng: 101,
      details: { speed: 120 }, sentence: 'Overspeed: Hino at 120 km/h', state: 'open', acknowledgedAt: null, acknowledgedBy: null, comment: null, deliveries: [],
    };
    Socket.last!.push({ type: 'alert', alert });
    Socket.last!.push({ type: 'alerts-acknowledged', ids: [3] });
    expect(heard).toEqual([{ type: 'alert', alert }, { type: 'alerts-acknowledged', ids: [3] }]);
    expect(session.store.seq).toBe(1);
    session.stop();
  });
});
