/**
 * Runtime configuration. The server replaces `<!--statefront-config-->` in index.html
 * with a `<meta name="statefront-config">` tag, so one build serves any base path,
 * API base and currency. Missing or broken meta falls back to the defaults (dev server).
 */
export interface RuntimeConfig {
  basePath: string;
  apiBase: string;
  currency: string;
  /**
   * The shop's own origin, for the absolute links the app writes (a product's structured
   * data): the one the server drew the page with, not whatever name the shopper reached it
   * by. Absent (the dev server), the page's own.
   */
  origin: string | undefined;
}

const defaults: Omit<RuntimeConfig, 'origin'> = { basePath: '/', apiBase: '/api/v1', currency: '₹' };

function readMeta(): Partial<RuntimeConfig> {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="statefront-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<RuntimeConfig>) : {};
  } catch {
    return {};
  }
}

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

const meta = readMeta();

export const config: RuntimeConfig = {
  basePath: pick(meta.basePath, defaults.basePath),
  apiBase: pick(meta.apiBase, defaults.apiBase),
  currency: pick(meta.currency, defaults.currency),
  origin: typeof meta.origin === 'string' && /^https?:\/\/[^/]+$/.test(meta.origin) ? meta.origin : undefined,
};
