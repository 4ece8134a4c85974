import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's own Biome configuration, run on a small tree of made-up features, refuses what
 * docs/decisions/0270 forbids: a feature importing another, shared code importing a feature, and import cycles.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
let dir: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

async function lint(...paths: string[]): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--max-diagnostics=50', ...paths], {
      cwd: dir,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  cpSync(join(root, 'scripts/biome'), join(dir, 'scripts/biome'), { recursive: true });
  const { imports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'probe', type: 'module', imports }));
  cpSync(join(root, 'tsconfig.base.json'), join(dir, 'tsconfig.json'));
  write('src/session/who.ts', "export const who = 'me';\n");
  write('src/lib/format/shout.ts', 'export const shout = (s: string) => s.toUpperCase();\n');
  write('src/features/news/news-card.ts', "export const card = 'news';\n");
  write(
    'src/features/news/components/list.ts',
    "import { card } from '../news-card.ts';\nexport const list = [card];\n",
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('feature boundaries in npm run lint', () => {
  it('lets a feature import its own files, the session, lib and shared components', async () => {
    write(
      'src/features/shop/components/ok.ts',
      [
        "import { who } from '#src/session/who.ts';",
        "import { shout } from '#src/lib/format/shout.ts';",
        "import { price } from '../price.ts';",
        'export const ok = [who, shout(price)];',
        '',
      ].join('\n'),
    );
    write('src/features/shop/price.ts', "export const price = '1';\n");
    const result = await lint('src/features/shop');
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('refuses a feature importing another feature, by alias or by a relative path', async () => {
    write(
      'src/features/home/by-alias.ts',
      "import { card } from '#src/features/news/news-card.ts';\nexport const a = card;\n",
    );
    write(
      'src/features/home/components/by-path.ts',
      "import { card } from '../../news/news-card.ts';\nexport const b = card;\n",
    );
    write('src/features/home/climbing.ts', "import { card } from '../news/news-card.ts';\nexport const c = card;\n");
    const result = await lint('src/features/home');
    expect(result.failed).toBe(true);
    for (const file of ['by-alias.ts', 'by-path.ts', 'climbing.ts']) {
      expect(result.output).toMatch(new RegExp(`${file}:1:\\d+ lint/style/noRestrictedImports`));
    }
  });

  it('refuses shared code (lib, components, session) importing a feature', async () => {
    write(
      'src/lib/format/uses-feature.ts',
      "import { card } from '#src/features/news/news-card.ts';\nexport const d = card;\n",
    );
    const result = await lint('src/lib');
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/uses-feature\.ts:1:\d+ lint\/style\/noRestrictedImports/);
  });

  it('refuses a query or mutation key written in place instead of taken from a key factory', async () => {
    write(
      'src/features/news/api/raw-keys.ts',
      [
        "export const newsKeys = { item: (uuid: string) => ['news', 'item', uuid] as const };",
        "export const ok = { queryKey: newsKeys.item('a') };",
        "export const raw = { queryKey: ['news', 'item', 'a'] };",
        "export const rawMutation = { mutationKey: ['news', 'read'] };",
        'export const rawData = (client: { setQueryData: (k: unknown, v: unknown) => void }) =>',
        "  client.setQueryData(['news'], null);",
        '',
      ].join('\n'),
    );
    const result = await lint('src/features/news/api');
    expect(result.failed).toBe(true);
    const flagged = [...result.output.matchAll(/raw-keys\.ts:(\d+):\d+ plugin/g)].map((m) => Number(m[1]));
    expect(flagged).toEqual([3, 4, 6]);
  });

  it('refuses an import cycle', async () => {
    write('src/features/cycle/a.ts', "import { b } from './b.ts';\nexport const a = () => b;\n");
    write('src/features/cycle/b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
    const result = await lint('src/features/cycle');
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/a\.ts:1:\d+ lint\/suspicious\/noImportCycles/);
  });
});
