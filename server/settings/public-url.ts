import type { AddressInfo } from 'node:net';
import { listeningUrl, type Config } from './config';

/**
 * The storefront's absolute address, ending in '/', for the links the server writes into
 * pages, the sitemap and robots.txt (decision 0041): PUBLIC_URL when set, else where this
 * process listens. Never a request's Host or X-Forwarded-Host: a shared cache would keep
 * whatever host a stranger sent.
 */
export function storefrontUrl(
  config: Pick<Config, 'publicOrigin' | 'publicUrl' | 'basePath'>,
  listening: AddressInfo | string | null,
): string {
  if (config.publicOrigin !== null) return config.publicUrl;
  // A server not listening yet (or on a pipe) has no address of its own: the configured one's fallback.
  if (listening === null || typeof listening === 'string') return config.publicUrl;
  return listeningUrl(listening.address, listening.port, config.basePath);
}

/** The storefront's origin, `https://shop.example`, by the same rule. */
export const storefrontOrigin = (...args: Parameters<typeof storefrontUrl>) => new URL(storefrontUrl(...args)).origin;
