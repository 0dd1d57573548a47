/**
 * Where an owner's photo comes from (an import's Image Src, the settings' logo): a path
 * relative to the folder of the file that names it, or, when asked for, an http(s) address
 * (decision 0037). A path may not leave that folder (no `..`, no absolute path, no link
 * out of it); an address is fetched with a timeout, a size cap and image types only, and
 * never from this machine or a private network unless the owner allows it, and never from
 * a link-local address at all: an import must not become a way to read the shop's own network.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { realpath, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import path from 'node:path';
import { checkPhoto, type CheckedPhoto } from './photos';

export interface PhotoSourceOptions {
  /** The folder relative paths are read from. */
  baseDir: string;
  /** How the report calls that folder, e.g. "the CSV's folder". */
  folderName: string;
  /** Fetch http(s) addresses (`--fetch-images`). */
  fetchImages: boolean;
  /** Fetch from loopback and private addresses too (`--allow-private-hosts`). */
  allowPrivateHosts: boolean;
  /** How long a fetch may take; FETCH_TIMEOUT_MS unless a test says. */
  timeoutMs?: number;
}

export const FETCH_MAX_BYTES = 20 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 15_000;
/** A file in the folder may be larger than a fetched one: a 40-megapixel PNG is. */
export const FILE_MAX_BYTES = 100 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What is wrong, in words that follow the quoted source; `again` when trying later may bring it. */
export type Problem = { problem: string; again?: boolean };

/** Errors of the way to a host, not of the host's answer: the owner reads them as the shop not reaching it. */
const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The photo a source names, checked, or what is wrong with it (words that follow the quoted source). */
export async function loadPhoto(source: string, options: PhotoSourceOptions): Promise<CheckedPhoto | Problem> {
  const bytes = /^https?:\/\//i.test(source) ? await fetched(source, options) : await fromFolder(source, options);
  if (!Buffer.isBuffer(bytes)) return bytes;
  return checkPhoto(bytes);
}

async function fromFolder(source: string, { baseDir, folderName }: PhotoSourceOptions): Promise<Buffer | Problem> {
  if (/^[a-z][a-z0-9+.-]+:/i.test(source)) return { problem: 'is neither a path nor an http(s) address' };
  const parts = source.split(/[/\\]/);
  if (parts.includes('..'))
    return { problem: `goes up a folder (..): photos are read from ${folderName} and the folders in it` };
  if (path.isAbsolute(source) || /^[a-z]:/i.test(source) || source.startsWith('\\')) {
    return { problem: `is an absolute path: give the path from ${folderName}` };
  }
  const base = await realpath(baseDir);
  let file: string;
  try {
    file = await realpath(path.join(base, ...parts));
  } catch {
    return { problem: `is not a file in ${folderName}` };
  }
  if (!file.startsWith(base + path.sep)) return { problem: `leads out of ${folderName} (a link)` };
  const info = await stat(file);
  if (!info.isFile()) return { problem: `is not a file in ${folderName}` };
  if (info.size > FILE_MAX_BYTES) return { problem: `is larger than ${megabytes(FILE_MAX_BYTES)}` };
  return readFile(file);
}

/** Loopback, private, link-local, shared and reserved ranges: not the open internet. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4');
  return privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Link-local: a cloud's metadata service (169.254.169.254) and a network's own neighbours,
 * never a photo's home, so refused even with --allow-private-hosts. BlockList reads an
 * IPv4-mapped address (::ffff:a9fe:a9fe) as its IPv4 one; the IPv4-compatible and NAT64
 * spellings of 169.254/16 are listed here.
 */
const linkLocalRanges = new BlockList();
linkLocalRanges.addSubnet('169.254.0.0', 16, 'ipv4');
linkLocalRanges.addSubnet('fe80::', 10, 'ipv6');
linkLocalRanges.addSubnet('::a9fe:0', 112, 'ipv6');
linkLocalRanges.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6');

export function isLinkLocal(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && linkLocalRanges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

class PrivateHost extends Error {}
class LinkLocalHost extends Error {}

/** The system's lookup, refusing a name that leads to a private address as the connection is made (no change of answer between). */
const publicOnly = checkedLookup(true);
/** With --allow-private-hosts: the system's lookup, still refusing a name that leads to a link-local address. */
const notLinkLocal = checkedLookup(false);

function checkedLookup(publicOnly: boolean): LookupFunction {
  return (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (publicOnly && addresses.some((entry) => isPrivate(entry.address))) return callback(new PrivateHost(), '', 0);
      if (addresses.some((entry) => isLinkLocal(entry.address))) return callback(new LinkLocalHost(), '', 0);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
}

async function fetched(
  source: string,
  options: PhotoSourceOptions,
  redirects = MAX_REDIRECTS,
): Promise<Buffer | Problem> {
  if (!options.fetchImages) return { problem: 'is a web address: run the import with --fetch-images to fetch it' };
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return { problem: 'is not a valid address' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = {
    problem: 'is on this machine or a private network: run with --allow-private-hosts to fetch from there',
  };
  const linkLocal = {
    problem: "is a link-local address (a cloud's metadata service, a network's neighbour): never fetched",
  };
  // Every hop comes through here, before any connection is made: a redirect is a new call.
  if (!options.allowPrivateHosts && isIP(host) && isPrivate(host)) return refusal;
  if (isLinkLocal(host)) return linkLocal;
  return new Promise((resolve) => {
    const get = url.protocol === 'https:' ? https.get : http.get;
    const request = get(
      url,
      { lookup: options.allowPrivateHosts ? notLinkLocal : publicOnly, headers: { accept: IMAGE_TYPES.join(', ') } },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          clearTimeout(timer);
          const next = new URL(location, url).toString();
          if (redirects === 0) return resolve({ problem: `redirects more than ${MAX_REDIRECTS} times` });
          if (!/^https?:/.test(next)) return resolve({ problem: 'redirects to an address that is not http(s)' });
          return resolve(fetched(next, options, redirects - 1));
        }
        const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        const fail = (problem: string, again = false) => {
          clearTimeout(timer);
          response.destroy();
          resolve(again ? { problem, again } : { problem });
        };
        if (status !== 200) {
          const again = status >= 500 || status === 429 || status === 408;
          return fail(`answered ${status} (${http.STATUS_CODES[status] ?? 'an unknown status'})`, again);
        }
        if (!IMAGE_TYPES.includes(type)) return fail(`is ${type || 'of no type'}, not a JPEG, PNG or WebP picture`);
        if (Number(response.headers['content-length'] ?? 0) > FETCH_MAX_BYTES)
          return fail(`is larger than ${megabytes(FETCH_MAX_BYTES)}`);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FETCH_MAX_BYTES) fail(`is larger than ${megabytes(FETCH_MAX_BYTES)}`);
          else chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          if (size <= FETCH_MAX_BYTES) resolve(Buffer.concat(chunks));
        });
        response.on('error', () => fail('was cut off while being fetched', true));
      },
    );
    const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ problem: `did not arrive within ${timeoutMs / 1000} s`, again: true });
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      const code = 'code' in error && typeof error.code === 'string' ? error.code : error.message;
      if (error instanceof LinkLocalHost) return resolve(linkLocal);
      if (error instanceof PrivateHost) return resolve(refusal);
      resolve(
        UNREACHABLE.has(code)
          ? { problem: `could not be fetched: the shop could not reach ${host}`, again: true }
          : { problem: `could not be fetched (${code})`, again: true },
      );
    });
  });
}
