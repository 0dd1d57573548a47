/**
 * Bundle sizes: builds the storefront into a temp folder and prints every asset's raw and
 * gzip size, plus what the first page load needs (the scripts and styles index.html names).
 * A benchmark, not a test: it prints figures to compare between commits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const out = mkdtempSync(path.join(tmpdir(), 'statefront-bundle-'));
try {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const files = walk(out).filter((f) => /\.(js|css)$/.test(f));
  const sizes = files
    .map((file) => {
      const bytes = readFileSync(file);
      return { name: path.relative(out, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const initial = sizes.filter((s) => html.includes(s.name.replaceAll(path.sep, '/')));

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`${'asset'.padEnd(60)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
  for (const s of sizes) console.log(`${s.name.padEnd(60)} ${kb(s.raw).padStart(11)} ${kb(s.gzip).padStart(11)}`);
  const sum = (list: typeof sizes, key: 'raw' | 'gzip') => list.reduce((a, s) => a + s[key], 0);
  console.log(`\nall JS+CSS: ${kb(sum(sizes, 'raw'))} raw, ${kb(sum(sizes, 'gzip'))} gzip in ${sizes.length} files`);
  console.log(`first load (named by index.html): ${kb(sum(initial, 'raw'))} raw, ${kb(sum(initial, 'gzip'))} gzip in ${initial.length} files`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
