/**
 * The back office (issue 52): a build of its own, beside the storefront's, so the storefront never loads a byte of it
 * and its chunks stay as they are. The server serves dist/admin/ for /admin/* (server/http/admin-app.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // Relative asset URLs, resolved against the <base href> the server writes (<base path>admin/).
  base: './',
  resolve: {
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    copyPublicDir: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { admin: 'admin.html' } },
  },
});
