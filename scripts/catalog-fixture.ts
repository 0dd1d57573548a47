/**
 * The catalog fixtures with their photos: `npx tsx scripts/catalog-fixture.ts <dir>` copies
 * tests/fixtures/catalog/shop.csv and bad.csv into <dir> and makes the photos they name in
 * <dir>/photos (the tests make them the same way; the repository keeps no binary). The
 * photos are drawn garments written as real JPEG, PNG and WebP files; bad.csv's are a text
 * file named .jpg and a PNG whose header says 50,000 × 50,000 pixels.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { garmentSvg } from '../server/media/drawn/garments';
import { repoPath } from '../server/settings/repo-paths';

export const fixtureCsv = (name: 'shop.csv' | 'bad.csv') => repoPath(`tests/fixtures/catalog/${name}`);

const drawn = (kind: Parameters<typeof garmentSvg>[0], hex: string) =>
  sharp(Buffer.from(garmentSvg(kind, hex, 1))).resize(800);

/** A PNG of one row whose header claims `width` × `height`: what a decompression bomb looks like to a reader of headers. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Makes the photos the fixtures name, in `dir`/photos. */
export async function makeFixturePhotos(dir: string): Promise<void> {
  const photos = path.join(dir, 'photos');
  mkdirSync(photos, { recursive: true });
  await drawn('kurta', '1f3a68').jpeg({ quality: 85 }).toFile(path.join(photos, 'kurta-navy.jpg'));
  await drawn('kurta', 'd4a017').jpeg({ quality: 85 }).toFile(path.join(photos, 'kurta-mustard.jpg'));
  await drawn('handbag', 'd8c3a5').png().toFile(path.join(photos, 'tote.png'));
  await drawn('scarf', '7b1f2e').webp().toFile(path.join(photos, 'dupatta.webp'));
  writeFileSync(path.join(photos, 'not-a-photo.jpg'), 'This is a text file, not a photo.\n');
  writeFileSync(path.join(photos, 'huge.png'), pngClaiming(50_000, 50_000));
}

/** Both fixtures and their photos in `dir`. */
export async function writeCatalogFixtures(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const name of ['shop.csv', 'bad.csv'] as const) copyFileSync(fixtureCsv(name), path.join(dir, name));
  await makeFixturePhotos(dir);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Where? npx tsx scripts/catalog-fixture.ts <dir>');
    process.exit(1);
  }
  await writeCatalogFixtures(dir);
  console.log(`${dir}: shop.csv, bad.csv and their photos`);
}
