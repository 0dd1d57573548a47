import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  // Relative asset URLs: the server mounts the shop under any base path and
  // injects <base href> into index.html, so nothing here may assume '/'.
  base: './',
  plugins: [
    // The router plugin must come before React so generated routes are transformed.
    // A route's views (page, skeleton, error) load together, after the first screen's
    // code: a skeleton kept in the entry would drag its whole page module in with it.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
    }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  preview: { host: '127.0.0.1', port: 3000 },
});

/** Files the server may send as they are: text, so worth compressing once, at the best level. */
const textFile = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * A .br and a .gz beside every text file of the build, made once at maximum effort;
 * the server picks one by Accept-Encoding (decision 0012). index.html is left out:
 * the server rewrites it at startup and compresses that on the fly.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'statefront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => textFile.test(file));
      for (const file of files) {
        const full = path.join(outDir, file);
        const bytes = readFileSync(full);
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
        const gz = gzipSync(bytes, { level: 9 });
        // A sibling no smaller than the file would only cost a disk read.
        if (br.length < bytes.length) writeFileSync(`${full}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${full}.gz`, gz);
      }
    },
  };
}
