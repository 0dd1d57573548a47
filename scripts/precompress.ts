import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files a server may send as they are: text, so worth compressing once, at the best level. */
const textFile = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** A .br and a .gz beside every text file under `dir` (index.html excepted: servers rewrite it). */
export function precompressDir(dir: string): void {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => textFile.test(file));
  for (const file of files) {
    const full = path.join(dir, file);
    const bytes = readFileSync(full);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    // A sibling no smaller than the file would only cost a disk read.
    if (br.length < bytes.length) writeFileSync(`${full}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${full}.gz`, gz);
  }
}

/**
 * The build's text files precompressed at maximum effort, once; the server picks the
 * .br or .gz by Accept-Encoding (decision 0012). index.html is left out: the server
 * adds the runtime config to it at startup and compresses each answer on the fly.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'statefront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
