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
            codeSplitting: {
              groups: [
                // Everything the entry imports statically loads on every first screen anyway: kept
                // in one chunk it compresses as one file and saves a dozen requests (8 kB gzip on home).
                { name: 'index', tags: ['$initial'], priority: 2 },
                // The product card with its cart and heart actions comes with every product list
                // (home, listings, search, wishlist, a product's related items): one chunk, not six.
                { name: 'cards', test: /[\\/]src[\\/](app[\\/](LiveProductCard|useCardActions)|ui[\\/](ProductCard|QuantityStepper))\./, priority: 1 },
              ],
            },
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
