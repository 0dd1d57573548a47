/**
 * The back office's pages (issue 52): under /admin/ the server answers its own build's page, with the <base> its
 * relative asset links need, and its hashed files; never a storefront page, and nothing outside dist/admin/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '#scripts/seeded-template';
import { startTestServer, type TestServer } from '#tests/support/server';

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(scratchDir(), 'statefront-admin-dist-'));
  mkdirSync(path.join(distDir, 'admin', 'assets'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'admin', 'admin.html'),
    '<!doctype html><html><head><!--statefront-admin-base--><title>Back office</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(distDir, 'admin', 'assets', 'admin-abc.js'), 'console.log("admin")');
  writeFileSync(path.join(distDir, 'secret.txt'), 'not for the admin routes');
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('/admin/', () => {
  it('answers its page for any of its paths, with its base, uncached', async () => {
    for (const pathname of ['/admin/', '/admin/login', '/admin/orders/12', '/admin/assets/none.js']) {
      const answer = await fetch(`${server.url}${pathname}`);
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers.get('cache-control'), pathname).toBe('no-cache');
      expect(await answer.text(), pathname).toContain('<base href="/admin/"><title>Back office</title>');
    }
    const bare = await fetch(`${server.url}/admin`, { redirect: 'manual' });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/admin/');
  });

  it('serves its hashed files for good, and nothing beside its folder', async () => {
    const asset = await fetch(`${server.url}/admin/assets/admin-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("admin")');
    const outside = await fetch(`${server.url}/admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt`);
    expect(await outside.text()).not.toContain('not for the admin routes');
  });
});
