/**
 * `npm run build:server`: the API server compiled to JavaScript in dist-server/, so production runs
 * `node dist-server/main.js` with no TypeScript loader (decision 0271).
 *
 * - One ESM bundle per entry (main, the operator CLI, seed:demo, and the PGlite preparation child that main spawns),
 *   each standing alone beside the others: no shared chunks, so `import.meta.url` in any of them is dist-server/.
 * - The `#server/*` and `#contract/*` aliases (package.json `imports`) are resolved now; npm packages stay imports and
 *   come from node_modules at run time. Every package the bundles import must be in `dependencies` (checked below),
 *   since a production install leaves devDependencies out.
 * - Files read at run time beside the source are copied: the SQL migrations (server/db/migrate.ts reads
 *   `./migrations/` next to itself, in the bundle next to main.js). The PDF fonts come from the dejavu-fonts-ttf
 *   package through require.resolve, so node_modules serves them, as it does in development. The PWA is read from
 *   PUBLIC_DIR (./dist by default), relative to the working directory, not to the code.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT = join(ROOT, 'dist-server');

const ENTRIES = {
  main: 'server/main.ts',
  'prepare-db-child': 'server/db/prepare-db-child.ts',
  operator: 'server/cli/operator.ts',
  'seed-demo': 'server/cli/seed-demo.ts',
};

/** Packages the server finds at run time without importing them (require.resolve of a data file). */
const RESOLVED_AT_RUN_TIME = ['dejavu-fonts-ttf'];

/** `@scope/name/sub/path` or `name/sub` -> the package's name. */
function packageOf(path: string): string {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? path);
}

export async function buildServer(): Promise<{ files: string[]; packages: string[] }> {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Code reached only through a dynamic import (the database engine not in use, PDF, CSV…) is a chunk of its own, so
    // its packages load when first used, not at every start (decision 0297). Chunks sit beside the entries, so `import.meta.url` is dist-server/ in any of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });

  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const entry of output.imports) {
      if (entry.external && !builtins.has(entry.path)) imported.add(packageOf(entry.path));
    }
  }
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const needed = [...imported, ...RESOLVED_AT_RUN_TIME].sort();
  const missing = needed.filter((name) => !manifest.dependencies?.[name]);
  if (missing.length > 0) {
    throw new Error(
      `The server imports ${missing.join(', ')}, which package.json does not list in dependencies: a production ` +
        'install (npm ci --omit=dev) would not have them. Move them to dependencies.',
    );
  }

  cpSync(join(ROOT, 'server/db/migrations'), join(SERVER_OUT, 'migrations'), {
    recursive: true,
    filter: (source) => !/\.[^/]+$/.test(source) || source.endsWith('.sql'),
  });
  // The bundles are ES modules wherever dist-server/ is copied, whatever package.json sits above it.
  writeFileSync(join(SERVER_OUT, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  return { files: readdirSync(SERVER_OUT).sort(), packages: needed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const { files, packages } = await buildServer();
  console.log(
    `[build:server] dist-server/ in ${Math.round(performance.now() - started)} ms: ${files.join(', ')}\n` +
      `[build:server] packages from node_modules at run time: ${packages.join(', ')}`,
  );
}
