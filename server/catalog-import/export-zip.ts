/**
 * The catalog downloaded from the back office (issue 54, decision 0063): what `npm run shop -- export` writes, the
 * CSV and its photos' folder (a drawn picture of the demo's named by its address on the shop), made in a folder of its own and sent as a zip, made as it is sent. The CSV is deflated;
 * the photos, already compressed, are stored. The folder goes once the zip is sent, or the download stops.
 */
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import type { Db } from '../db/connect';
import { exportCatalog } from './export-catalog';

export async function exportZip(
  db: Db,
  name: string,
  options: { mediaDir: string; drawnAt: string },
): Promise<Readable> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'statefront-export-'));
  try {
    const file = path.join(dir, `${name}.csv`);
    const { photosDir } = await exportCatalog(db, { file, ...options });
    const photos = (await readdir(photosDir)).sort().map((photo) => path.join(photosDir, photo));
    const out = new PassThrough();
    const zip = new Zip((error, data, final) => {
      if (error) return void out.destroy(error);
      out.write(data);
      if (final) out.end();
    });
    const add = async (entry: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }, from: string) => {
      zip.add(entry);
      for await (const chunk of createReadStream(from) as AsyncIterable<Buffer>) {
        entry.push(chunk);
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) throw new Error('the download stopped');
      }
      entry.push(new Uint8Array(0), true);
    };
    void (async () => {
      await add(new ZipDeflate(path.basename(file), { level: 6 }), file);
      for (const photo of photos) await add(new ZipPassThrough(path.relative(dir, photo)), photo);
      zip.end();
    })()
      .catch((error: unknown) => out.destroy(error as Error))
      .finally(() => rm(dir, { recursive: true, force: true }));
    return out;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
