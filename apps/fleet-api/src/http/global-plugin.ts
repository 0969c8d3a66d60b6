import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so that what it decorates or hooks applies to the parent (the same thing
 * `fastify-plugin` does, through the flags Fastify documents), and names it for `printPlugins` and errors.
 */
export function globalPlugin<O extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<O>,
): FastifyPluginAsync<O> {
  const flagged = plugin as FastifyPluginAsync<O> & Record<symbol, unknown>;
  flagged[Symbol.for('skip-override')] = true;
  flagged[Symbol.for('fastify.display-name')] = name;
  flagged[Symbol.for('plugin-meta')] = { name };
  return flagged;
}
