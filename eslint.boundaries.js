/**
 * The import rules of docs/architecture.md, enforced by eslint-plugin-boundaries.
 * Layers run one way: rules → openapi (contract, client) → machines → src; drawn-page/ (what the
 * server writes into a page's HTML for the client) sits beside the contract.
 * The server sits beside the client on the contract and the rules. Inside src/, a
 * feature never imports another feature: shared pieces live in src/ui (presentational)
 * or src/app (app-wide wiring), and only the entry files see routes and features.
 * src/devtools (the flows panel, the TanStack panels) never ships unless asked for: the
 * entry files mount it, the app's actors reach it only through a lazy import, and it
 * draws with src/ui alone.
 * Inside server/, each folder sits at one height (serverHeights) and imports only what is below it.
 */
import boundaries from 'eslint-plugin-boundaries';

/**
 * server/'s folders by height: a folder imports only folders below it, never one beside it,
 * so no two folders reach each other, directly or through others. From the bottom: what
 * every part reads (settings, the database, the contract's types, messages, logging), the
 * context every handler is built with, what every route shares, the resources by the
 * contract's tags (and, above the seed and the media, an owner's settings and catalog
 * files), the back office's operations, the background passes, the HTTP shell, the operator's commands, and the process's start on top. A sub-folder
 * (orders/placing/, media/photos/) belongs to its folder's element and height.
 */
export const serverHeights = [
  ['settings', 'messages', 'http-cache'],
  ['db', 'payment-provider', 'pricing', 'contract'],
  ['logging', 'context', 'activity'],
  ['auth', 'plugins'],
  ['rate-limits', 'catalog', 'cart', 'content', 'invoices', 'seo', 'media', 'ops', 'first-screen', 'mail'],
  ['account', 'inbox', 'seed', 'shop-settings', 'staff'],
  ['orders', 'catalog-import'],
  // The back office's operations (issue 52) act on the resources below.
  ['admin'],
  ['passes'],
  ['http'],
  // The process serves the operator's commands while it holds DATA_DIR (decision 0049).
  ['cli'],
  ['process'],
];
const serverFolders = serverHeights.flat();
const below = (folder) =>
  serverHeights
    .slice(
      0,
      serverHeights.findIndex((height) => height.includes(folder)),
    )
    .flat()
    .map((f) => `server/${f}`);

/** The first matching descriptor wins, so the narrower ones come first. */
const elements = [
  // partialMatch false: a pattern matches the whole path from the project root.
  { type: 'rules', pattern: 'rules/**', partialMatch: false },
  { type: 'drawn-page', pattern: 'drawn-page/**', partialMatch: false },
  { type: 'contract', pattern: 'openapi/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  ...serverFolders.map((folder) => ({ type: `server/${folder}`, pattern: `server/${folder}/**`, partialMatch: false })),
  { type: 'routes', pattern: 'src/routes/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*/**', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'devtools', pattern: 'src/devtools/**', partialMatch: false },
  { type: 'ui', pattern: ['src/ui/**', 'src/styles/**'], partialMatch: false },
  // The back office (issue 52): an entry of its own (admin.html, vite.admin.config.ts) that the storefront never imports.
  { type: 'admin', pattern: 'src/admin/**', partialMatch: false },
  // What is left at the top of src/ is the composition root: main.tsx, App.tsx, the
  // router and its generated route tree. Only these see every route and feature.
  { type: 'entry', pattern: 'src', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom (anything not listed is refused). */
const policies = [
  { from: { element: { type: 'rules' } }, allow: to('rules') },
  { from: { element: { type: 'contract' } }, allow: to('rules', 'contract') },
  { from: { element: { type: 'drawn-page' } }, allow: to('rules', 'drawn-page') },
  { from: { element: { type: 'machines' } }, allow: to('rules', 'contract', 'drawn-page', 'machines') },
  ...serverFolders.map((folder) => ({
    from: { element: { type: `server/${folder}` } },
    allow: to('rules', 'contract', 'drawn-page', `server/${folder}`, ...below(folder)),
  })),
  { from: { element: { type: 'ui' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui') },
  { from: { element: { type: 'app' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app') },
  // The actors' inspector loads the flows panel's recorder when a build asks for the panel.
  { from: { element: { type: 'app' } }, allow: { ...to('devtools'), dependency: { nodeKind: 'dynamic-import' } } },
  { from: { element: { type: 'devtools' } }, allow: to('ui', 'devtools') },
  { from: { element: { type: 'admin' } }, allow: to('rules', 'contract', 'machines', 'ui', 'admin') },
  { from: { element: { type: 'feature' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app') },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  {
    from: { element: { type: 'routes' } },
    allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app', 'feature', 'routes'),
  },
  {
    from: { element: { type: 'entry' } },
    allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app', 'feature', 'routes', 'devtools', 'entry'),
  },
  {
    from: { element: { type: 'scripts' } },
    allow: to('rules', 'contract', 'drawn-page', 'machines', ...serverFolders.map((f) => `server/${f}`), 'scripts'),
  },
  {
    from: { element: { type: 'tests' } },
    allow: to(
      'rules',
      'contract',
      'drawn-page',
      'machines',
      ...serverFolders.map((f) => `server/${f}`),
      'ui',
      'app',
      'devtools',
      'feature',
      'routes',
      'entry',
      'admin',
      'scripts',
      'tests',
    ),
  },
];

export const boundariesConfig = {
  files: ['rules/**', 'drawn-page/**', 'openapi/**', 'machines/**', 'server/**', 'src/**', 'scripts/**', 'tests/**'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': [
      'rules/**',
      'drawn-page/**',
      'openapi/**',
      'machines/**',
      'server/**',
      'src/**',
      'scripts/**',
      'tests/**',
    ],
    'boundaries/legacy-templates': false,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    // The TypeScript resolver reads tsconfig's paths, so an alias (#server/…) is placed like a relative import.
    'import/resolver': {
      typescript: { project: 'tsconfig.json' },
      node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    // A local file outside every element is a file nobody placed: name its layer.
    'boundaries/no-unknown-files': 'error',
  },
};
