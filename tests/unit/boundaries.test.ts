/**
 * The import rules of eslint.boundaries.js, tried on planted files: each line below is
 * linted as if it stood at `file`, so a rule that stops refusing (or starts refusing what
 * the architecture allows) fails here, not only in a review.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Only the rules these lines are judged by: the rest of the lint (the import cycles' walk of every file a planted
// line reaches, above all) was most of this file's time and is read by no assertion here.
const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') });

async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

const refused: [string, string, string][] = [
  ['rules/planted.ts', "import '../src/ui/copy';", 'the rules import nothing of ours'],
  ['openapi/planted.ts', "import '../machines/effects';", 'the contract sits below the machines'],
  ['machines/planted.ts', "import '../src/app/api/api';", 'a machine never imports src/'],
  ['machines/planted.ts', "import '../server/settings/config';", 'a machine never imports the server'],
  ['server/http/planted.ts', "import '../../src/ui/copy';", 'the server never imports src/'],
  ['server/http/planted.ts', "import '../../machines/effects';", 'the server never imports machines/'],
  ['server/db/planted.ts', "import '../orders/payments/holds';", 'a server folder never imports one above it'],
  ['server/catalog/planted.ts', "import '../cart/cart';", 'a server folder never imports one beside it'],
  [
    'server/media/drawn/planted.ts',
    "import '#server/cart/cart';",
    'a sub-folder never imports a folder beside its own',
  ],
  ['server/context/planted.ts', "import '../auth/sessions';", 'the context sits below the handlers built with it'],
  [
    'server/orders/planted.ts',
    "import '../passes/background-passes';",
    'a resource never imports the passes that run it',
  ],
  [
    'server/orders/placing/planted.ts',
    "import '#server/passes/background-passes';",
    "a sub-folder sits at its folder's height",
  ],
  ['server/planted.ts', "import './db/schema';", 'every server file sits in a folder of known height'],
  ['scripts/planted.ts', "import '../tests/support/server';", 'scripts never import tests/'],
  ['src/features/catalog/planted.ts', "import '../home/HomePage';", 'a feature never imports another feature'],
  ['src/features/catalog/planted.ts', "import '../../routes/index';", 'features never see routes'],
  ['src/app/planted.ts', "import '../features/home/HomePage';", 'app-wide wiring never imports a feature'],
  ['src/app/planted.ts', "import '../routes/index';", 'app-wide wiring never imports routes'],
  ['src/ui/planted.ts', "import '../app/api/api';", 'presentational pieces never import app wiring'],
  [
    'src/app/planted.ts',
    "import '../devtools/flows/recorder';",
    'app-wide wiring reaches the dev panels only through a lazy import',
  ],
  [
    'src/features/catalog/planted.ts',
    "void import('#src/devtools/flows/mount');",
    'a feature never reaches the dev panels',
  ],
  ['src/routes/planted.tsx', "import '../devtools/Devtools';", 'routes never reach the dev panels'],
  ['src/ui/planted.ts', "void import('../devtools/flows/mount');", 'presentational pieces never reach the dev panels'],
  ['src/devtools/planted.ts', "import '../app/actors/session';", 'the dev panels import no app wiring'],
  ['src/devtools/planted.ts', "import '../features/home/HomePage';", 'the dev panels import no feature'],
];

const allowed: [string, string][] = [
  ['server/http/planted.ts', "import '../../rules/texts';"],
  ['server/orders/planted.ts', "import '../account/addresses';"],
  ['server/context/planted.ts', "import '../payment-provider';"],
  ['server/passes/planted.ts', "import '../orders/payments/sweep';"],
  ['server/orders/placing/planted.ts', "import '../payments/holds';"],
  ['server/orders/payments/planted.ts', "import '#server/account/addresses';"],
  ['server/media/photos/planted.ts', "import '../raster';"],
  ['machines/planted.ts', "import '../openapi/failure';"],
  ['src/features/catalog/planted.ts', "import './queries';"],
  ['src/features/catalog/planted.ts', "import '../../app/api/api';"],
  ['src/features/catalog/planted.ts', "import '../../ui/ProductCard';"],
  ['src/routes/planted.tsx', "import '../features/home/HomePage';"],
  ['src/planted.ts', "import './routeTree.gen';"],
  ['src/planted.ts', "import './devtools/Devtools';"],
  ['src/app/planted.ts', "void import('../devtools/flows/recorder');"],
  ['src/devtools/planted.ts', "import '../ui/Tabs';"],
];

describe('import rules', () => {
  it.each(refused)('%s: %s is refused (%s)', async (file, source) => {
    expect(await boundaryErrors(file, source)).toHaveLength(1);
  });

  it.each(allowed)('%s: %s is allowed', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
