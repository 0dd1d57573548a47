/**
 * Link-local addresses (169.254.0.0/16, fe80::/10) are never fetched, even with
 * --allow-private-hosts, at any hop of a redirect (issue 50): 169.254.169.254 is a cloud's
 * metadata service. A loopback server redirects there; the refusal comes before any
 * connection is made, so nothing leaves the machine (every socket's connect is watched).
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLinkLocal, loadPhoto } from '#server/media/photos/source';

const linkLocal = {
  problem: "is a link-local address (a cloud's metadata service, a network's neighbour): never fetched",
};
const targets = [
  'http://169.254.169.254/latest/meta-data/',
  'http://2852039166/latest/meta-data/',
  'http://0xa9.0xfe.0xa9.0xfe/x.jpg',
  'http://169.254.1.2:8080/x.jpg',
  'http://[::ffff:169.254.169.254]/x.jpg',
  'http://[::ffff:a9fe:a9fe]/x.jpg',
  'http://[64:ff9b::169.254.169.254]/x.jpg',
  'http://[fe80::1]/x.jpg',
  'http://[febf:ffff::1]/x.jpg',
];

let server: http.Server;
let served = 0;
let base: string;
const dir = mkdtempSync(path.join(tmpdir(), 'statefront-link-local-'));
const options = { baseDir: dir, folderName: 'the folder', fetchImages: true, allowPrivateHosts: true };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    served++;
    const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (hop) return response.writeHead(302, { location: targets[Number(hop[1])] }).end();
    // A second loopback hop first, then link-local: every hop is checked, not only the first.
    const twice = /^\/twice\/(\d+)$/.exec(request.url ?? '');
    if (twice) return response.writeHead(301, { location: `/hop/${twice[1]}` }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Where sockets connect while `run` runs. */
async function connections<T>(run: () => Promise<T>): Promise<{ result: T; hosts: string[] }> {
  const hosts: string[] = [];
  const connect = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args) {
    const [first] = args as unknown[];
    const given = (Array.isArray(first) ? first[0] : first) as { host?: string } | undefined;
    hosts.push(given && typeof given === 'object' ? String(given.host) : String(args[1]));
    return connect.apply(this, args as Parameters<typeof connect>);
  });
  try {
    return { result: await run(), hosts };
  } finally {
    spy.mockRestore();
  }
}
afterEach(() => vi.restoreAllMocks());

describe('a link-local address, with --allow-private-hosts', () => {
  it('is told by its every spelling', () => {
    for (const address of ['169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:169.254.169.254', 'fe80::1', 'fe80::a:b'])
      expect(isLinkLocal(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fec0::1', '::ffff:7f00:1', '93.184.216.34', 'example.com'])
      expect(isLinkLocal(address), address).toBe(false);
  });

  it.each(targets.map((target, i) => [target, i]))('%s is refused without a connection', async (target) => {
    const { result, hosts } = await connections(() => loadPhoto(target, options));
    expect(result).toEqual(linkLocal);
    expect(hosts).toEqual([]);
  });

  it.each(targets.map((target, i) => [target, i]))(
    'a loopback address redirecting to %s is refused at that hop, before connecting',
    async (_target, i) => {
      for (const start of [`${base}/hop/${i}`, `${base}/twice/${i}`]) {
        const before = served;
        const { result, hosts } = await connections(() => loadPhoto(start, options));
        expect(result).toEqual(linkLocal);
        // The loopback server answered each of its hops; no socket connected anywhere else
        // (a kept-alive socket to it may be reused, so none may have connected at all).
        expect(served - before).toBe(start.includes('/twice/') ? 2 : 1);
        expect(
          hosts.every((host) => host === '127.0.0.1'),
          hosts.join(),
        ).toBe(true);
      }
    },
  );

  it('without the flag, is refused as a private address, as before', async () => {
    expect(await loadPhoto(`${base}/hop/0`, { ...options, allowPrivateHosts: false })).toEqual({
      problem: 'is on this machine or a private network: run with --allow-private-hosts to fetch from there',
    });
  });
});
