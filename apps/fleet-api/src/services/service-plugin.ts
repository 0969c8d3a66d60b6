import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import type { AppDeps } from '../app-deps';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, added by the service plugins (tests and main use the ingest path and the simulator through it). */
    fleet: AppContext;
  }
}

/** A part of the app's context (`config`, `db`, `sessions`...). */
export type ContextPart = keyof AppContext;

/**
 * Every part of the context, each once: the compiler refuses the list when AppContext gains or loses a member, and
 * `fleet-services-complete` checks at start-up that some plugin gave each of them.
 */
export const CONTEXT_PARTS = Object.keys({
  config: true,
  db: true,
  dbKind: true,
  now: true,
  tokens: true,
  sessions: true,
  throttle: true,
  mailer: true,
  lastStates: true,
  settings: true,
  ingest: true,
  devices: true,
  alerts: true,
  alertDeliveries: true,
  reminders: true,
  trips: true,
  commands: true,
  live: true,
  uploads: true,
  traffic: true,
  cluster: true,
  signals: true,
  reportJobs: true,
  reportScheduler: true,
  dataPush: true,
  simulator: true,
} satisfies Record<ContextPart, true>) as ContextPart[];

/** A service plugin: its name, what it uses from which other plugin, what it gives, and how it builds it. */
export interface ServicePluginSpec<U extends Readonly<Record<string, readonly ContextPart[]>>, G extends ContextPart> {
  /** The plugin's name (what other plugins list in `uses`; Fastify's `printPlugins` and errors show it). */
  name: string;
  /** The plugins it depends on, each with the parts of the context it takes from it. */
  uses: U;
  /** The parts it adds to the context (none for a plugin that only runs something). */
  gives: readonly G[];
  /**
   * Builds the parts from only what it uses, and hooks its own lifecycle on `app` (start on `onReady`/`onListen`,
   * stop on `onClose`: Fastify closes in the reverse order of registration, so a plugin stops before what it uses).
   */
  build(ctx: Pick<AppContext, U[keyof U][number]>, app: FastifyInstance, deps: AppDeps): Promise<Pick<AppContext, G>> | Pick<AppContext, G>;
}

/** Which parts each registered service plugin gave, per app. */
const givenBy = new WeakMap<FastifyInstance, Map<string, readonly ContextPart[]>>();

/**
 * Makes a service a named Fastify plugin that declares its dependencies (Fastify refuses to load it when one is not
 * registered before it), receives only the parts it uses, and adds what it gives to `app.fleet`. Not encapsulated:
 * its hooks and the context apply to the whole app.
 */
export function servicePlugin<const U extends Readonly<Record<string, readonly ContextPart[]>>, const G extends ContextPart = never>(
  spec: ServicePluginSpec<U, G>,
): FastifyPluginAsync<AppDeps> {
  const plugin: FastifyPluginAsync<AppDeps> = async (app, deps) => {
    if (!app.hasDecorator('fleet')) app.decorate('fleet', {} as AppContext);
    let given = givenBy.get(app);
    if (!given) givenBy.set(app, (given = new Map()));
    const ctx: Partial<AppContext> = {};
    for (const [dependency, parts] of Object.entries(spec.uses)) {
      for (const part of parts) {
        if (!given.get(dependency)?.includes(part)) {
          throw new Error(`plugin '${spec.name}' uses '${part}' from '${dependency}', which does not give it`);
        }
        Object.assign(ctx, { [part]: app.fleet[part] });
      }
    }
    const parts = await spec.build(ctx as Pick<AppContext, U[keyof U][number]>, app, deps);
    for (const part of spec.gives) {
      if (!(part in parts)) throw new Error(`plugin '${spec.name}' did not give '${part}'`);
      if (part in app.fleet) throw new Error(`plugin '${spec.name}' gives '${part}', which another plugin already gave`);
    }
    Object.assign(app.fleet, parts);
    given.set(spec.name, spec.gives);
  };
  return globalPlugin(spec.name, plugin, Object.keys(spec.uses));
}

/** Checks that the service plugins registered so far gave every part of the context (before the routes use it). */
export function assertContextComplete(app: FastifyInstance): AppContext {
  const given = new Set([...(givenBy.get(app)?.values() ?? [])].flat());
  const missing = CONTEXT_PARTS.filter((part) => !given.has(part));
  if (missing.length > 0) throw new Error(`no service plugin gave ${missing.join(', ')}`);
  return app.fleet;
}
