import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Call } from '#contract/call.ts';

const CONTRACT_DIR = fileURLToPath(new URL('../../../contract/', import.meta.url));

export interface NamedCall {
  /** module/export, e.g. support/ticketCreate */
  name: string;
  call: Call;
}

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

/** Every call declared in contract/*.ts, found by walking the modules' exports (so none can be forgotten). */
export async function contractCalls(): Promise<NamedCall[]> {
  const files = (await readdir(CONTRACT_DIR)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const seen = new Set<unknown>();
  const calls: NamedCall[] = [];
  for (const file of files) {
    const mod = (await import(`${CONTRACT_DIR}${file}`)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(mod)) {
      if (!isCall(value) || seen.has(value)) continue;
      seen.add(value);
      calls.push({ name: `${file.replace(/\.ts$/, '')}/${key}`, call: value });
    }
  }
  return calls;
}

export const callKey = (call: Call) => `${call.method} ${call.path}`;
export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
export const fillPath = (path: string, params: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
