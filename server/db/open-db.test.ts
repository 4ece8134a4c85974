import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './open-db.ts';

describe('openDb', () => {
  const root = mkdtempSync(join(tmpdir(), 'club-open-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a DATA_DIR that does not exist yet (a first production start)', async () => {
    const db = await openDb({ databaseUrl: undefined, databasePoolMax: 1, dataDir: join(root, 'fresh', 'data') });
    const [row] = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(row?.one).toBe(1);
    await db.close();
  });
});
