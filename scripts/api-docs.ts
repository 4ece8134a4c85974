/**
 * npm run docs:api — writes docs/api.md from contract/ (rendered by server/test/matrix/api-reference.ts).
 * `--check` fails when docs/api.md is out of date instead of writing it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../docs/api.md', import.meta.url));
// The renderer belongs to the server project (which type-checks contract/); loaded by URL across projects.
const RENDERER = new URL('../server/test/matrix/api-reference.ts', import.meta.url).href;
const { renderApiReference } = (await import(RENDERER)) as { renderApiReference(): Promise<string> };

const text = await renderApiReference();
const calls = (text.match(/^### /gm) ?? []).length;
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error('docs/api.md is out of date: run npm run docs:api');
    process.exit(1);
  }
  console.log('docs/api.md is up to date.');
} else {
  writeFileSync(OUT, text);
  console.log(`Wrote docs/api.md (${calls} calls).`);
}
