import { describe, expect, it } from 'vitest';
import type { Scan } from '#contract/scans.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import type { AddScanVars } from './api/project-queued-writes.ts';
import { scanState } from './scan-reads.ts';

const vars = (uuid: string): AddScanVars => ({
  uuid,
  projectUuid: 'p',
  code: 'RW-NOPE-0001',
  idempotencyKey: 'k',
  queuedAt: '2026-01-01T00:00:00Z',
});

describe('scanState (defect 5: a scan is reported added only when it is)', () => {
  it('is added only once the server has it', () => {
    const project = { products: [{ uuid: 'a' } as Scan] };
    expect(scanState('a', project, [], true)).toBe('added');
  });

  it('is on its way while online and saved on the device while offline, never added', () => {
    const queued = [{ variables: vars('b'), refused: null }];
    expect(scanState('b', { products: [] }, queued, true)).toBe('sending');
    expect(scanState('b', { products: [] }, queued, false)).toBe('queued');
  });

  it('is refused when the server refused it, and gone once discarded', () => {
    const refused = new ApiError(404, 'Product not found.');
    expect(scanState('c', { products: [] }, [{ variables: vars('c'), refused }], true)).toBe('refused');
    expect(scanState('c', { products: [] }, [], true)).toBeNull();
  });
});
