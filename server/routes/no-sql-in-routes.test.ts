import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes are thin (docs/decisions/0001, 0002): they parse, authorise, call services and shape the answer.
 * SQL lives in server/services. This test reads every non-test source file under server/routes and names
 * each one that holds a SQL statement in a string or template literal, or calls `.query(` on a database.
 */
const ROUTES = join(import.meta.dirname, '.');

const SQL_STATEMENT = /\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+(\s+\w+)?\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS\s*\()\b/;
/** String and template literals (a template's `${…}` parts are kept with it: good enough for a check). */
const LITERALS = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** A database call: `db.query(`, `tx.query<Row>(`… but not Hono's `c.req.query()` for the query string. */
const QUERY_CALL = /(?<!\breq)\.query\s*[<(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their kits (…-test-kit.ts) set up rows on purpose: only the served code is checked.
    return entry.name.endsWith('.ts') && !entry.name.includes('test') ? [path] : [];
  });
}

function findings(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const found: string[] = [];
  for (const literal of text.match(LITERALS) ?? []) {
    const statement = SQL_STATEMENT.exec(literal);
    if (statement) found.push(`SQL in a string: ${literal.slice(0, 60).replace(/\s+/g, ' ')}`);
  }
  text.split('\n').forEach((line, i) => {
    if (QUERY_CALL.test(line)) found.push(`line ${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('routes hold no SQL (ADR 0002)', () => {
  it('finds the route files to check', () => {
    expect(sourceFiles(ROUTES).length).toBeGreaterThan(20);
  });

  it('no non-test file under server/routes holds a SQL statement or a .query( call', () => {
    const offenders = sourceFiles(ROUTES)
      .map((path) => ({ file: relative(process.cwd(), path), found: findings(path) }))
      .filter((o) => o.found.length > 0)
      .map((o) => `${o.file}\n    ${o.found.join('\n    ')}`);
    expect(offenders, `Move these statements into server/services:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('the check itself sees SQL and lets the query string through', () => {
    const literal = (s: string) => (s.match(LITERALS) ?? []).some((l) => SQL_STATEMENT.test(l));
    expect(literal("db.query('SELECT id FROM users WHERE id = $1')")).toBe(true);
    expect(literal('`UPDATE club_cards k SET status = 1`')).toBe(true);
    expect(literal("'DELETE FROM sessions'")).toBe(true);
    expect(literal("'Select a file to upload.'")).toBe(false);
    expect(QUERY_CALL.test('tx.query<{ id: number }>(')).toBe(true);
    expect(QUERY_CALL.test('parsePart(call.query, c.req.query())')).toBe(false);
  });
});
