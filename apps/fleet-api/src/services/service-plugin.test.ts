import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { CONTEXT_PARTS, SERVICE_PLUGINS, servicePlugin } from '.';

// A database is not needed to check the composition rules: these plugins never touch it.
const deps = { config: testConfig(), db: { db: {}, kind: 'pglite' } } as unknown as AppDeps;

describe('service plugins', () => {
  it('refuse to load when a plugin they depend on is not registered', async () => {
    const lonely = servicePlugin({ name: 'lonely', uses: { 'fleet-core': ['db'] }, gives: [], build: () => ({}) });
    const app = Fastify();
    void app.register(lonely, deps);
    await expect(app.ready()).rejects.toThrow("The dependency 'fleet-core' of plugin 'lonely' is not registered");
  });

  it('refuse a part the named dependency does not give', async () => {
    const [core] = SERVICE_PLUGINS;
    const wrong = servicePlugin({ name: 'wrong', uses: { 'fleet-core': ['sessions'] }, gives: [], build: () => ({}) });
    const app = Fastify();
    void app.register(core!, deps);
    void app.register(wrong, deps);
    await expect(app.ready()).rejects.toThrow("plugin 'wrong' uses 'sessions' from 'fleet-core', which does not give it");
  });

  it('give a plugin only the parts it uses, and refuse a part given twice', async () => {
    const [core] = SERVICE_PLUGINS;
    let seen: string[] = [];
    const user = servicePlugin({
      name: 'user',
      uses: { 'fleet-core': ['now', 'config'] },
      gives: [],
      build: (ctx) => {
        seen = Object.keys(ctx).sort();
        return {};
      },
    });
    const twice = servicePlugin({ name: 'twice', uses: {}, gives: ['now'], build: () => ({ now: () => 0 }) });
    const app = Fastify();
    void app.register(core!, deps);
    void app.register(user, deps);
    void app.register(twice, deps);
    await expect(app.ready()).rejects.toThrow("plugin 'twice' gives 'now', which another plugin already gave");
    expect(seen).toEqual(['config', 'now']);
  });

  it('refuse a plugin that does not give what it says', async () => {
    const liar = servicePlugin({ name: 'liar', uses: {}, gives: ['traffic'], build: () => ({}) as never });
    const app = Fastify();
    void app.register(liar, deps);
    await expect(app.ready()).rejects.toThrow("plugin 'liar' did not give 'traffic'");
  });
});

describe('the app composed of service plugins', () => {
  let t: TestApp;
  const order: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      // Watch what the services do on close through the parts they were given.
      extend: (app) => {
        app.addHook('onReady', async () => {
          const { ingest, live, reportJobs, devices, alerts } = app.fleet;
          const wrap = <T extends object>(target: T, method: keyof T & string, label: string) => {
            const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
            (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
              order.push(label);
              return original(...args);
            };
          };
          wrap(reportJobs, 'close', 'report jobs');
          wrap(alerts, 'drain', 'alerts drain');
          wrap(devices, 'stopExpiry', 'device expiry');
          wrap(ingest, 'drain', 'ingest drain');
          wrap(live.ticker, 'stop', 'status ticker');
          wrap(live.bus, 'close', 'live bus');
          wrap(live.hub, 'closeAll', 'live sockets');
        });
      },
    });
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('registers every service by name and gives every part of the context', () => {
    const tree = t.app.printPlugins();
    for (const name of ['fleet-core', 'fleet-sessions', 'fleet-live', 'fleet-ingest', 'fleet-devices', 'fleet-alerts', 'fleet-report-jobs', 'fleet-simulator']) {
      expect(tree).toContain(name);
    }
    expect(Object.keys(t.app.fleet).sort()).toEqual([...CONTEXT_PARTS].sort());
  });

  it('stops the services in the reverse order of what they use: sockets, jobs, the data push and the alerts (each after the ingest in flight), devices, ingest, then the live bus', async () => {
    closed = true;
    await t.close();
    expect(order).toEqual(['live sockets', 'report jobs', 'ingest drain', 'ingest drain', 'alerts drain', 'device expiry', 'ingest drain', 'status ticker', 'live bus']);
  });
});
