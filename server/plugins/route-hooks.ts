import type { RouteOptions } from 'fastify';

/** Fastify reads no body for these (its `bodyless` methods): `request.body` is always undefined. */
const bodyless: ReadonlySet<string> = new Set(['GET', 'HEAD', 'TRACE']);

/** Whether a request to the route may arrive with a body Fastify parses. */
export const mayHaveBody = (route: RouteOptions): boolean => [route.method].flat().some((m) => !bodyless.has(m));

type HookName = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler' | 'onResponse' | 'onRequestAbort';
/** One hook of the kind `Name`, as a route's options hold it alone or in a list. */
type HookOf<Name extends HookName> =
  NonNullable<RouteOptions[Name]> extends infer Held ? (Held extends readonly (infer One)[] ? One : Held) : never;

/**
 * Adds a hook to one route (from an onRoute hook, so only the routes that need it pay for it): after the app's own
 * hooks and those added to the route before it, or with `first` ahead of the route's own (the app's still run first).
 * onRoute hooks run in the order they were added, so route hooks keep the order of the plugins that add them.
 */
export function addRouteHook<Name extends HookName>(
  route: RouteOptions,
  name: Name,
  hook: HookOf<Name>,
  { first = false }: { first?: boolean } = {},
): void {
  const added = [route[name] ?? []].flat();
  (route as Record<HookName, unknown>)[name] = first ? [hook, ...added] : [...added, hook];
}
