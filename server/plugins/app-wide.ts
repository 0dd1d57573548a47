import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/** Fastify's 'skip-override' mark keeps a plugin's hooks in the app's scope (all fastify-plugin would give us). */
export function appWide<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
