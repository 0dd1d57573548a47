import type { preValidationHookHandler, RouteOptions } from 'fastify';

/** Fastify reads no body for these (its `bodyless` methods): `request.body` is always undefined. */
const bodyless: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);

/** Whether a request to the route may arrive with a body Fastify parses. */
export const mayHaveBody = (route: RouteOptions): boolean => [route.method].flat().some((m) => !bodyless.has(m));

/**
 * Adds a preValidation hook to one route, after the app's own hooks and those added to the route before it. onRoute
 * hooks run in the order they were added, so route hooks keep the order of the plugins that add them.
 */
export function addPreValidation(route: RouteOptions, hook: preValidationHookHandler): void {
  route.preValidation = [...[route.preValidation ?? []].flat(), hook];
}
