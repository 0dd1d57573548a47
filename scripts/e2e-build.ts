/**
 * The storefront as the e2e server serves it: built once per content of its sources, into
 * .tmp/e2e-dist/<hash>, then reused by every run of the same sources (`npm test` and the
 * extra tier in CI, a developer's repeated runs). Built as `npm run build` builds: the
 * storefront, the back office, then the storefront's first-screen prerender beside them (decision 0018).
 *
 * The suite tests the production build, whatever the shell exports; the flows panel's spec
 * asks for the flag build (VITE_FLOWS=1), which goes to a folder of its own (<hash>-flows).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: a change to any of these makes a new build. */
const inputs = [
  'src',
  'rules',
  'drawn-page',
  'openapi',
  'machines',
  'public',
  'index.html',
  'admin.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'scripts/precompress.ts',
  'scripts/machine-charts.ts',
  'scripts/machine-docs',
  'tsconfig.json',
  'package-lock.json',
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function builtStorefront({ flows = false } = {}): string {
  const hash = sourcesHash();
  const distDir = path.resolve('.tmp/e2e-dist', `${hash}${flows ? '-flows' : ''}`);
  if (existsSync(path.join(distDir, '.ssr'))) return distDir;
  // Built aside and renamed into place whole: a run that stops mid-build leaves no half build to reuse.
  const building = `${distDir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const env = { ...process.env, VITE_FLOWS: flows ? '1' : '', VITE_INSPECT: '' };
  // The flag changes the storefront and its prerender, not the back office: the flows build copies the production
  // build's back office when it is made (scripts/e2e-prebuild.ts makes that one first) rather than build it again.
  const productionAdmin = path.resolve('.tmp/e2e-dist', hash, 'admin');
  const adminCopied = flows && existsSync(productionAdmin);
  for (const args of [
    ['--outDir', building],
    // The back office, a build of its own beside the storefront's (issue 52).
    ...(adminCopied ? [] : [['-c', 'vite.admin.config.ts', '--outDir', path.join(building, 'admin')]]),
    ['--ssr', 'src/prerender.tsx', '--outDir', path.join(building, '.ssr')],
  ]) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit', env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (adminCopied) cpSync(productionAdmin, path.join(building, 'admin'), { recursive: true });
  try {
    renameSync(building, distDir);
  } catch {
    // Another run built the same sources first: use its build.
    rmSync(building, { recursive: true, force: true });
  }
  return distDir;
}
