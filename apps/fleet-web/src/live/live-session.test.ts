import type { LiveServerMessage, ReportJob } from '@fleet/domain';
import type { LiveSocket } from '@fleet/api';
import { describe, expect, it } from 'vitest';
import { createLiveSession } from './live-session';

/** The one socket the session opens, scriptable. */
class FakeSocket implements LiveSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  receive(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('live session', () => {
  it('hands an export’s progress to its job listeners and leaves the fleet store alone', async () => {
    const session = createLiveSession({ baseUrl: 'http://fleet.test/v2', getAccessToken: () => 'token', refreshAccessToken: async () => 'token', WebSocketImpl: FakeSocket });
    const jobs: ReportJob[] = [];
    const unsubscribe = session.subscribeJobs((job) => jobs.push(job));
    session.start();
    await new Promise((r) => setTimeout(r, 0));
    const socket = FakeSocket.last!;
    socket.readyState = 1;
    socket.onopen?.({});
    const asset = { assetId: 7, time: 1, lat: 3, lng: 101, speed: 0, heading: 0, status: 'Parked' as const, ignition: false, fuelPercent: null, temperature: null, odometer: null, address: null };
    socket.receive({ type: 'snapshot', seq: 1, assets: [asset] });
    const job: ReportJob = { jobId: 'j1', type: 'history', fileName: 'History.pdf', state: 'running', phase: 'pdf', done: 500, total: 2_000, error: null };
    socket.receive({ type: 'job', job });
    expect(jobs).toEqual([job]);
    expect(session.store.size).toBe(1);
    expect(session.store.seq).toBe(1);
    unsubscribe();
    socket.receive({ type: 'job', job: { ...job, done: 1_000 } });
    expect(jobs).toHaveLength(1);
    session.stop();
  });
});
