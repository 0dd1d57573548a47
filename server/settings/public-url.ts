import type { AddressInfo } from 'node:net';
import { listeningUrl, type Config } from './config';

/** PUBLIC_URL, else where this process listens; never a request's Host: a shared cache would keep a stranger's (decision 0041). */
export function storefrontUrl(
  config: Pick<Config, 'publicOrigin' | 'publicUrl' | 'basePath'>,
  listening: AddressInfo | string | null,
): string {
  if (config.publicOrigin !== null) return config.publicUrl;
  // Not listening yet, or on a pipe.
  if (listening === null || typeof listening === 'string') return config.publicUrl;
  return listeningUrl(listening.address, listening.port, config.basePath);
}

export const storefrontOrigin = (...args: Parameters<typeof storefrontUrl>) => new URL(storefrontUrl(...args)).origin;
