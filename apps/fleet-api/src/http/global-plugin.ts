import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so that what it decorates or hooks applies to the parent (the same thing
 * `fastify-plugin` does, through the flags Fastify documents), names it for `printPlugins` and errors, and declares
 * the plugins it depends on.
 */
export function globalPlugin<O extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<O>,
  /** Plugins that must be registered before this one (Fastify refuses to load it otherwise). */
  dependencies: readonly string[] = [],
): FastifyPluginAsync<O> {
  const flagged = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>;
  flagged[Symbol.for('skip-override')] = true;
  flagged[Symbol.for('fastify.display-name')] = name;
  flagged[Symbol.for('plugin-meta')] = { name, dependencies };
  return flagged;
}
