import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/precompress';

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
  // The manifest tells the server which chunks each page's route needs (server/first-screen/route-chunks.ts).
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  preview: { host: '127.0.0.1', port: 3000 },
});
