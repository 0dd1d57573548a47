/**
 * A catalog file sent from the back office (issue 54, decision 0063), made into what `npm run shop -- import` reads:
 * a CSV in a folder of its own, its photos beside it. The bytes are written to disk as they arrive, hashed on the way
 * (the import names the dry run's file by that hash) and counted, so a file over the limit stops being read at the
 * limit. A zip is unpacked as a stream too, each file to disk as it inflates, within limits of its own: a small zip
 * may unpack to a disk's worth.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Unzip, UnzipInflate } from 'fflate';
import { adminTexts } from '#rules/admin-texts';
import { CATALOG_UNPACKED_MAX_BYTES, CATALOG_UNPACKED_MAX_FILES } from '#rules/media';

const words = adminTexts.catalogFile;

/** Thrown when the bytes pass `maxBytes`: the caller answers its 413. */
export class TooLarge extends Error {}

/** Writes `stream` to `file`, answering the SHA-256 of its bytes (hex); throws TooLarge past `maxBytes`. */
export async function receiveFile(stream: Readable, file: string, maxBytes: number): Promise<string> {
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      size += chunk.length;
      if (size > maxBytes) return next(new TooLarge());
      hash.update(chunk);
      next(null, chunk);
    },
  });
  await pipeline(stream, counted, createWriteStream(file));
  return hash.digest('hex');
}

/** What a zip holds that the import does not read: a Mac's copies of each file's attributes. */
const leftOut = (name: string) => name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('._');

/** Unpacks `zip` into `into`: the path of its one CSV, or what is wrong with it in words. */
export async function unpackZip(zip: string, into: string): Promise<{ csv: string } | { problem: string }> {
  const csvs: string[] = [];
  const open = new Set<WriteStream>();
  const closed: Promise<void>[] = [];
  let problem: string | undefined;
  let unpacked = 0;
  let files = 0;
  const tooLarge = words.zipTooLarge(CATALOG_UNPACKED_MAX_BYTES / 1024 / 1024, CATALOG_UNPACKED_MAX_FILES);
  const unzip = new Unzip((entry) => {
    const name = entry.name.replaceAll('\\', '/');
    if (problem || name.endsWith('/') || leftOut(name)) return;
    const inside = path.posix.normalize(name);
    if (path.posix.isAbsolute(inside) || inside === '..' || inside.startsWith('../')) {
      problem = words.zipBadName(entry.name);
      return;
    }
    if (++files > CATALOG_UNPACKED_MAX_FILES) {
      problem = tooLarge;
      return;
    }
    if (inside.toLowerCase().endsWith('.csv')) csvs.push(inside);
    const target = path.join(into, inside);
    mkdirSync(path.dirname(target), { recursive: true });
    // wx: two entries of one name are an unreadable zip, not the second silently kept.
    const out = createWriteStream(target, { flags: 'wx' });
    open.add(out);
    out.on('error', () => (problem ??= words.zipUnreadable));
    closed.push(once(out, 'close').then(() => void open.delete(out)));
    entry.ondata = (error, data, final) => {
      if (error) problem ??= words.zipUnreadable;
      unpacked += data?.length ?? 0;
      if (unpacked > CATALOG_UNPACKED_MAX_BYTES) problem ??= tooLarge;
      if (problem) return void out.destroy();
      out.write(data);
      if (final) out.end();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const readable = createReadStream(zip);
  try {
    for await (const chunk of readable as AsyncIterable<Buffer>) {
      unzip.push(chunk);
      if (problem) break;
      // Inflating outruns the disk: the files being written catch up before more is read.
      for (const out of open) if (out.writableNeedDrain) await once(out, 'drain');
    }
    if (!problem) unzip.push(new Uint8Array(0), true);
  } catch {
    problem ??= words.zipUnreadable;
  } finally {
    readable.destroy();
  }
  // A file the zip cut short never ended.
  for (const out of open) if (!out.writableEnded) problem ??= words.zipUnreadable;
  if (problem) for (const out of open) out.destroy();
  await Promise.all(closed);
  if (problem) return { problem };
  if (csvs.length === 0) return { problem: words.zipWithoutCsv };
  if (csvs.length > 1) return { problem: words.zipManyCsv(csvs) };
  return { csv: path.join(into, csvs[0]!) };
}
