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
 * Inside server/, orders/ never imports payments/: the provider is reached through the context.
 */
import boundaries from 'eslint-plugin-boundaries';

/** The first matching descriptor wins, so the narrower ones come first. */
const elements = [
  // partialMatch false: a pattern matches the whole path from the project root.
  { type: 'rules', pattern: 'rules/**', partialMatch: false },
  { type: 'drawn-page', pattern: 'drawn-page/**', partialMatch: false },
  { type: 'contract', pattern: 'openapi/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  // Orders reach the payment provider only through the context: payments/ may use
  // orders/ (holds, settlement), never the other way round.
  { type: 'server-orders', pattern: 'server/orders/**', partialMatch: false },
  { type: 'server-payments', pattern: 'server/payments/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'routes', pattern: 'src/routes/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*/**', capture: ['feature'], partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'devtools', pattern: 'src/devtools/**', partialMatch: false },
  { type: 'ui', pattern: ['src/ui/**', 'src/styles/**'], partialMatch: false },
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
  { from: { element: { type: 'server' } }, allow: to('rules', 'contract', 'drawn-page', 'server', 'server-orders', 'server-payments') },
  { from: { element: { type: 'server-orders' } }, allow: to('rules', 'contract', 'drawn-page', 'server', 'server-orders') },
  { from: { element: { type: 'server-payments' } }, allow: to('rules', 'contract', 'drawn-page', 'server', 'server-orders', 'server-payments') },
  { from: { element: { type: 'ui' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui') },
  { from: { element: { type: 'app' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app') },
  // The actors' inspector loads the flows panel's recorder when a build asks for the panel.
  { from: { element: { type: 'app' } }, allow: { ...to('devtools'), dependency: { nodeKind: 'dynamic-import' } } },
  { from: { element: { type: 'devtools' } }, allow: to('ui', 'devtools') },
  { from: { element: { type: 'feature' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app') },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'routes' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app', 'feature', 'routes') },
  { from: { element: { type: 'entry' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'ui', 'app', 'feature', 'routes', 'devtools', 'entry') },
  { from: { element: { type: 'scripts' } }, allow: to('rules', 'contract', 'drawn-page', 'machines', 'server', 'server-orders', 'server-payments', 'scripts') },
  {
    from: { element: { type: 'tests' } },
    allow: to('rules', 'contract', 'drawn-page', 'machines', 'server', 'server-orders', 'server-payments', 'ui', 'app', 'devtools', 'feature', 'routes', 'entry', 'scripts', 'tests'),
  },
];

export const boundariesConfig = {
  files: ['rules/**', 'drawn-page/**', 'openapi/**', 'machines/**', 'server/**', 'src/**', 'scripts/**', 'tests/**'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/include': ['rules/**', 'drawn-page/**', 'openapi/**', 'machines/**', 'server/**', 'src/**', 'scripts/**', 'tests/**'],
    'boundaries/legacy-templates': false,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    // A local file outside every element is a file nobody placed: name its layer.
    'boundaries/no-unknown-files': 'error',
  },
};
