import { vi } from 'vitest';

/** A fake API for outbox tests: records every request and answers from a script, in order. */
export interface SeenRequest {
  method: string;
  path: string;
  key: string | null;
  body: Record<string, unknown> | null;
}

const at = '2026-11-21T10:00:00.000Z';

export function projectAnswer(uuid: string) {
  return {
    id: 7,
    uuid,
    name: '',
    street_name: 'Długa 1',
    city: '',
    postal_code: '00-001',
    created_at: at,
    status: { id: 1, name: 'open' },
    days_left: 90,
    available_points: 0,
    calculated_available_points: 0,
    max_points: 0,
    calculated_max_points: 0,
    products_count: 0,
    products: [],
    survey: [],
    lead: null,
  };
}

export function scanAnswer(uuid: string, serial: string) {
  const scan = { id: 1, uuid, serial_number: serial, type: 'Roof window', type_slug: 'roof-window' };
  return { ...scan, size: '78x118', variant: 'Pine', points: 5, created_at: at, flag: 1, survey: [] };
}

type Answer = (request: SeenRequest) => { status: number; body?: unknown };

export function fakeApi(answer: Answer) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const text = await input.text();
    const request: SeenRequest = {
      method: input.method,
      path: new URL(input.url).pathname,
      key: input.headers.get('Idempotency-Key'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
    seen.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}
