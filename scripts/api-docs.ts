/**
 * npm run docs:api — writes docs/api.md (rendered by server/test/matrix/api-reference.ts) and docs/openapi.json
 * (contract/openapi.ts, the document GET /api/openapi.json serves) from one description of contract/
 * (contract/describe.ts, docs/decisions/0274). `--check` fails when either is out of date instead of writing it, or
 * when a contract module with calls or schemas is missing from the description.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONTRACT = new URL('../contract/', import.meta.url);
// Both belong to the server project (which type-checks contract/); loaded by URL across projects.
const RENDERER = new URL('../server/test/matrix/api-reference.ts', import.meta.url).href;
const { renderApiReference } = (await import(RENDERER)) as { renderApiReference(): Promise<string> };
const { openApiText } = (await import(new URL('openapi.ts', CONTRACT).href)) as { openApiText(): string };
const { CONTRACT_MODULES, isCall, isSchema } = (await import(new URL('describe.ts', CONTRACT).href)) as {
  CONTRACT_MODULES: Record<string, unknown>;
  isCall(x: unknown): boolean;
  isSchema(x: unknown): boolean;
};

const check = process.argv.includes('--check');
let failed = false;

for (const file of readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const mod = (await import(new URL(file, CONTRACT).href)) as Record<string, unknown>;
  const name = file.replace(/\.ts$/, '');
  if (Object.values(mod).some((x) => isCall(x) || isSchema(x)) && CONTRACT_MODULES[name] !== mod) {
    console.error(`contract/${file} has calls or schemas: add it to CONTRACT_MODULES in contract/describe.ts`);
    failed = true;
  }
}

const reference = await renderApiReference();
const documents = [
  { path: 'docs/api.md', text: reference, what: `${(reference.match(/^### /gm) ?? []).length} calls` },
  { path: 'docs/openapi.json', text: openApiText(), what: 'OpenAPI 3.1' },
];
for (const { path, text, what } of documents) {
  const out = fileURLToPath(new URL(`../${path}`, import.meta.url));
  if (check) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${path} is out of date: run npm run docs:api`);
      failed = true;
    } else console.log(`${path} is up to date.`);
  } else {
    writeFileSync(out, text);
    console.log(`Wrote ${path} (${what}).`);
  }
}
if (failed) process.exit(1);
