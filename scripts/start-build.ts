/**
 * The build `npm start` needs, only when something changed (decision 0271).
 *
 *   tsx scripts/start-build.ts           builds the app and the server unless the stamp says they are current
 *   tsx scripts/start-build.ts --stamp   after `npm run build`: records that the outputs match the inputs
 *   tsx scripts/start-build.ts --check   exit 0 when current, 1 when a build is needed (prints why)
 *
 * The stamp (dist-server/build-stamp.json) holds a SHA-256 of every input's path and bytes: src/, contract/,
 * server/, sw/, locales/, public/, index.html, staff.html, the configs, the build scripts, package.json and package-lock.json.
 * Test files are left out (they change no output). A content hash, not modification times: a fresh clone, a branch
 * switched back and forth or a `touch` give the right answer. Hashing the ~700 files takes a fraction of a second.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = join(ROOT, 'dist-server', 'build-stamp.json');
/** What a start needs from the build: the app's shell and the server's entry. */
const OUTPUTS = ['dist/index.html', 'dist/staff.html', 'dist-server/main.js', 'dist-server/prepare-db-child.js'];

const INPUT_DIRS = ['src', 'contract', 'server', 'sw', 'locales', 'public', 'scripts/vite'];
const INPUT_FILES = [
  'index.html',
  'staff.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.server.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.ts',
  'scripts/start-build.ts',
];
/** Tests and the test helpers' folders: no output depends on them. */
const NOT_INPUT = /(\.test\.tsx?$|\.spec\.tsx?$|^server\/test\/|^src\/test\/)/;

function filesUnder(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** SHA-256 over the inputs' paths and contents, in a fixed order. */
export function inputsHash(): string {
  const files = [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES.filter((file) => existsSync(join(ROOT, file)))]
    .filter((file) => !NOT_INPUT.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  return `${files.length}:${hash.digest('hex')}`;
}

/** Null when the outputs are current, else why not. */
export function whyBuild(hash = inputsHash()): string | null {
  const absent = OUTPUTS.filter((file) => !existsSync(join(ROOT, file)));
  if (absent.length > 0) return `not built yet (${absent.join(', ')} missing)`;
  if (!existsSync(STAMP)) return 'no build stamp (built by hand or interrupted)';
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { inputs?: string };
  if (stamp.inputs !== hash) return 'sources changed since the last build';
  return null;
}

export function writeStamp(hash = inputsHash()): void {
  writeFileSync(STAMP, `${JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.includes('--stamp')) {
    // `npm run build` passes the hash taken before it started, so an edit made during the build is not stamped as built.
    writeStamp(process.env.BUILD_INPUTS_HASH || inputsHash());
  } else {
    const hash = inputsHash();
    const why = whyBuild(hash);
    if (args.includes('--check')) {
      console.log(why ? `[start] a build is needed: ${why}` : '[start] the app and the server are built and current');
      process.exit(why ? 1 : 0);
    }
    if (!why) {
      console.log('[start] the app and the server are built and current: no build');
    } else {
      console.log(`[start] building the app and the server: ${why}`);
      rmSync(STAMP, { force: true });
      execFileSync(npm, ['run', 'build'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, BUILD_INPUTS_HASH: hash },
      });
    }
  }
}
