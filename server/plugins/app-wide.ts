import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * `register` gives a plugin its own scope, so its hooks, handlers and parsers would
 * reach only the routes it adds itself. These plugins set up the whole app: Fastify's
 * documented 'skip-override' mark keeps them in the app's scope, as if written inline.
 * It is the one thing of fastify-plugin they need, so no dependency for it.
 */
export function appWide<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
