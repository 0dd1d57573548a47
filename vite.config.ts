import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { machineCharts } from './scripts/machine-charts.ts';
import { precompress } from './scripts/precompress.ts';

/** What src/main.tsx imports (and Vite adds to it), shared with the app: see the `entry` chunk group. */
const entryOwn = [
  '\0vite/',
  '/src/styles/',
  '/drawn-page/page-chunks-list.ts',
  '/src/app/startup/drawnPage.ts',
  '/src/app/startup/takeover.ts',
  '/src/app/startup/nextTask.ts',
];

/** The product card with its cart and heart actions and its wording: see the `cards` chunk group. */
const cardModules =
  /[\\/]src[\\/](app[\\/]components[\\/](LiveProductCard|useCardActions)|ui[\\/](ProductCard|QuantityStepper|copy[\\/]card))\./;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig(({ isSsrBuild }) => ({
  // Relative asset URLs: the server mounts the shop under any base path and
  // injects <base href> into index.html, so nothing here may assume '/'.
  base: './',
  resolve: {
    // The router's store asks for the selector hook's shim for React before 18; React 19 has
    // useSyncExternalStore, and the package's own unshimmed build uses it.
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
  plugins: [
    // The router plugin must come before React so generated routes are transformed.
    // A route's views (page, skeleton, error) load together, after the first screen's
    // code: a skeleton kept in the entry would drag its whole page module in with it.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // The flows panel's statecharts (development and VITE_FLOWS=1 builds only).
    machineCharts(),
    // The prerender (`vite build --ssr`) is read by the server from disk, never sent.
    isSsrBuild ? null : precompress(),
  ],
  build: isSsrBuild
    ? // The first screen's prerender (src/prerender.tsx, decision 0018), beside the build it
      // pictures; the server never serves a dot folder. Give --outDir <dist>/.ssr with another dist.
      { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false }
    : // The manifest tells the server which chunks each page's route needs (server/first-screen/first-load-head.ts).
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // No modulepreload polyfill in the entry: a browser without <link rel=modulepreload> (Safari
        // before 17) still runs the app, only without the early fetch.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app (src/boot.tsx) is an entry of its own, which the small entry imports once the
          // page has painted (src/main.tsx, decision 0018).
          input: { index: 'index.html', boot: 'src/boot.tsx' },
          output: {
            codeSplitting: {
              groups: [
                // What the small entry (src/main.tsx) needs is kept apart from the app's chunk, so the
                // entry loads and runs before the first paint without the app: Vite's helpers and the
                // global styles and theme, which the app uses too. (A group takes along what its
                // modules import, so this one comes first.)
                { name: 'entry', test: (id) => entryOwn.some((part) => id.includes(part)), priority: 6 },
                // What the app imports statically loads on every first screen anyway, in four chunks
                // rather than a dozen (8 kB gzip saved on home): React, the router, the other
                // libraries, the app. The entry evaluates them one task at a time, so no task of the
                // takeover is long (src/main.tsx, decision 0019). The router and the other libraries
                // import nothing from each other (only React), so each is evaluated in a task of its own.
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 5,
                },
                {
                  name: 'router',
                  tags: ['$initial'],
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history)[\\/]/,
                  priority: 4,
                },
                { name: 'libraries', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
                {
                  name: 'index',
                  tags: ['$initial'],
                  test: (id) => !/\/src\/main\.tsx$|index\.html/.test(id),
                  priority: 2,
                },
                // The product card with its cart and heart actions and its wording comes with every
                // product list (home, listings, search, wishlist, a product's related items): one chunk, not seven.
                {
                  name: 'cards',
                  test: cardModules,
                  priority: 1,
                },
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
