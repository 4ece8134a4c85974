/**
 * Completes package-lock.json with the other platforms' optional native packages (rollup, esbuild, biome…).
 *
 * Our registry mirror does not carry every platform's build of every version, so `npm install` here leaves
 * those optional entries out of the lock, and `npm ci` then refuses the lock as out of sync. An entry with
 * its `os`/`cpu` is all `npm ci` needs: it skips packages for other platforms without fetching them.
 * Run after every `npm install` that changes the lock (`npm run lock:complete`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> {
  try {
    const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const info = JSON.parse(out || '{}') as Pick<LockPackage, 'os' | 'cpu' | 'libc'>;
    if (info.os || info.cpu) return info;
  } catch {
    // Not in the registry at all: read the platform from the package's name below.
  }
  const parts = name.split(/[/-]/);
  const os = OSES.find((o) => parts.includes(o) || (o === 'darwin' && parts.includes('macos')));
  const cpu = CPUS.find((c) => parts.includes(c));
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };
const packages = lock.packages;
const added: string[] = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = path === '' ? `node_modules/${name}` : `${path}/node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added.push(`${name}@${range}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `lock:complete added ${added.length} entries` : 'lock:complete: nothing to add');
