/**
 * The shop's own address in every absolute link it writes, and whose word it takes for a
 * shopper's address (decision 0041): a request's Host, or an X-Forwarded-* from a caller
 * the server does not trust, never reaches robots.txt, the sitemap or a drawn page, all
 * of which a shared cache may keep; Strict-Transport-Security only with an https address.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/settings/config';
import { loginFrom } from '#tests/support/login-from';
import { rawGet } from '#tests/support/raw-get';
import { startTestServer, type TestServer } from '#tests/support/server';

// A stand-in for the storefront's prerender (tests/server/first-screen/prerender.test.ts has the same): it shows the origin it was given.
const prerenderModule = `
export const prerender = async ({ origin }) => ({ body: '<main data-origin="' + origin + '"></main>', head: '' });`;

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
};

let dist: string;
const servers: TestServer[] = [];
const start = async (config: Parameters<typeof startTestServer>[0] = {}) => {
  const server = await startTestServer({ distDir: dist, ...config });
  servers.push(server);
  return server;
};

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'statefront-origin-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--statefront-config--></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'prerender.js'), prerenderModule);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dist, { recursive: true, force: true });
});

/** robots.txt, the sitemap and the drawn home page, each asked for with `headers`. */
async function links(server: TestServer, headers: Record<string, string>) {
  const text = async (url: string) => (await rawGet(url, headers)).body.toString();
  const robots = await text(`${server.url}/robots.txt`);
  const sitemap = await text(`${server.url}/sitemap.xml`);
  const home = await rawGet(`${server.url}/`, headers);
  return {
    sitemapLine: /^Sitemap: (.*)$/m.exec(robots)?.[1],
    locs: [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!),
    drawnOrigin: /data-origin="([^"]*)"/.exec(home.body.toString())?.[1],
    /** What the app's own absolute links (its router's origin) take after the takeover. */
    appOrigin: JSON.parse(
      (/<meta name="statefront-config" content="([^"]*)">/.exec(home.body.toString())?.[1] ?? '{}').replace(
        /&quot;/g,
        '"',
      ),
    ).origin,
    hsts: home.headers['strict-transport-security'],
  };
}

describe('absolute links', () => {
  it(
    'name the listening address when PUBLIC_URL is unset, whatever Host or X-Forwarded-Host a ' +
      'caller sends, even through a trusted proxy',
    async () => {
      const server = await start({ config: { trustProxy: ['127.0.0.1'] } });
      const seen = await links(server, forged);
      expect(seen.sitemapLine).toBe(`${server.url}/sitemap.xml`);
      expect(seen.locs.length).toBeGreaterThan(10);
      expect(seen.locs.every((loc) => loc.startsWith(`${server.url}/`))).toBe(true);
      expect(seen.drawnOrigin).toBe(server.url);
      expect(seen.appOrigin).toBe(server.url);
      expect(seen.hsts).toBeUndefined();
    },
  );

  it('name PUBLIC_URL when set, with Strict-Transport-Security as it is https', async () => {
    const publicUrl = 'https://shop.example.in/';
    const server = await start({ config: { publicUrl, publicOrigin: 'https://shop.example.in' } });
    const seen = await links(server, forged);
    expect(seen.sitemapLine).toBe(`${publicUrl}sitemap.xml`);
    expect(seen.locs.every((loc) => loc.startsWith(publicUrl))).toBe(true);
    expect(seen.locs).toContain(`${publicUrl}shop`);
    expect(seen.drawnOrigin).toBe('https://shop.example.in');
    expect(seen.appOrigin).toBe('https://shop.example.in');
    expect(seen.hsts).toMatch(/^max-age=\d+/);
  });

  it('send no Strict-Transport-Security with an http PUBLIC_URL', async () => {
    const server = await start({
      config: { publicUrl: 'http://shop.internal:8080/', publicOrigin: 'http://shop.internal:8080' },
    });
    const seen = await links(server, {});
    expect(seen.drawnOrigin).toBe('http://shop.internal:8080');
    expect(seen.hsts).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count, addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true", a count of 0 and anything that is not an address, naming what it cannot read', () => {
    for (const [value, named] of [
      ['true', '"true"'],
      ['0', '"0"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['127.0.0.1,proxy.internal', '"proxy.internal"'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        new RegExp(
          `TRUST_PROXY: must be a hop count \\(1 to 10\\) or a comma-separated list of the proxies' addresses.*not ${named}`,
        ),
      );
    }
  });

  it('as a hop count, keys the login limit on the address the nearest proxy saw, not one a caller put before it', async () => {
    const server = await start({ config: { trustProxy: 1, rateLimitAuth: 1 } });
    const login = (forwardedFor: string) =>
      fetch(`${server.apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ var_email: 'nobody@example.com', var_password: 'Wrong#123' }),
      }).then((response) => response.status);
    expect(await login('198.51.100.1, 203.0.113.1')).toBe(401);
    // The same shopper behind the proxy, naming another address before it: still her bucket.
    expect(await login('198.51.100.2, 203.0.113.1')).toBe(429);
    expect(await login('203.0.113.2')).toBe(401);
  });

  it('unset, ignores X-Forwarded-For: every caller on one socket address shares its bucket', async () => {
    const server = await start({ config: { rateLimitAuth: 1 } });
    const login = (forwardedFor: string) =>
      fetch(`${server.apiUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ var_email: 'nobody@example.com', var_password: 'Wrong#123' }),
      }).then((response) => response.status);
    expect(await login('203.0.113.1')).toBe(401);
    expect(await login('203.0.113.2')).toBe(429);
    // Another socket address is another caller.
    expect((await loginFrom(server.url, '127.0.0.2', 'nobody@example.com', 'Wrong#123')).status).toBe(401);
  });
});
