import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/precompress';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
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
    // The prerender (`vite build --ssr`) is read by the server from disk, never sent.
    isSsrBuild ? null : precompress(),
  ],
  build: isSsrBuild
    ? // The first screen's prerender (src/prerender.tsx, decision 0018), beside the build it
      // pictures; the server never serves a dot folder. Give --outDir <dist>/.ssr with another dist.
      { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false }
    : // The manifest tells the server which chunks each page's route needs (server/first-screen/route-chunks.ts).
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          output: {
            // What the entry needs goes out as one file, not dozens: on a phone every request
            // is a round trip the first screen waits for (decision 0018).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/\/(src\/main\.tsx|index\.html)$/.test(id) }] },
          },
        },
      },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  preview: { host: '127.0.0.1', port: 3000 },
}));
