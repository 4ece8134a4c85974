import { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { vi } from 'vitest';
import { defineCall } from '#contract/call.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { outboxKey, type QueuedVars, queuedNow } from './outbox-keys.ts';
import { defineQueuedWrite, type QueuedWrite, registerQueuedWrites } from './queued-write.ts';

/** A fake API for outbox tests: records every request and answers from a script, in order. */
export interface SeenRequest {
  method: string;
  path: string;
  key: string | null;
  body: Record<string, unknown> | null;
}

type Answer = (
  request: SeenRequest,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

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
    const { status, body } = await answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return seen;
}

/*
 * Made-up queued writes for the outbox's own tests (notes added and removed): the outbox knows no feature, so its
 * tests use none. The features' own writes are tested in their folders, and all of them together, as the app
 * registers them, in src/queued-writes.test.ts.
 */

const Note = v.object({ uuid: v.string(), text: v.string() });
const noteAdd = defineCall({
  method: 'POST',
  path: '/v1/notes',
  auth: 'public',
  summary: 'A note (outbox tests only).',
  body: Note,
  response: Note,
});
const noteRemove = defineCall({
  method: 'DELETE',
  path: '/v1/notes/:uuid',
  auth: 'public',
  summary: 'Removes a note (outbox tests only).',
  params: v.object({ uuid: v.string() }),
  response: v.null(),
});

export const noteKeys = {
  detail: (uuid: string) => ['notes', uuid] as const,
};

export interface NoteVars extends QueuedVars {
  uuid: string;
  text: string;
}

export const addNoteWrite = defineQueuedWrite({
  key: outboxKey('note', 'add'),
  mutationFn: ({ uuid, text, idempotencyKey }: NoteVars) =>
    callApi(noteAdd, { body: { uuid, text }, headers: { 'Idempotency-Key': idempotencyKey } }),
  onSuccess: (queryClient, note) => queryClient.setQueryData(noteKeys.detail(note.uuid), note),
  describe: (vars) => `Note ${vars.text}`,
  fix: {
    label: { id: 'test.note.fix', message: 'Text to send instead' },
    action: { id: 'test.note.retry', message: 'Send this text' },
    value: (vars) => vars.text,
    apply: (vars, text) => ({ ...vars, text: text.trim() }),
  },
});

export const removeNoteWrite = defineQueuedWrite({
  key: outboxKey('note', 'remove'),
  mutationFn: ({ uuid, idempotencyKey }: NoteVars) =>
    callApi(noteRemove, { params: { uuid }, headers: { 'Idempotency-Key': idempotencyKey } }),
  describe: (vars) => `Removal of ${vars.text}`,
  refusalTexts: { 'Not found.': { id: 'test.note.gone', message: 'That note is gone.' } },
});

export const noteWrites: readonly QueuedWrite[] = [addNoteWrite, removeNoteWrite];

export const noteUuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
export const note = (n: number, text: string): NoteVars => ({ ...queuedNow(), uuid: noteUuid(n), text });

/** The notes API as a server would answer it: a note back when added, nothing when removed. */
export function notesApi() {
  return fakeApi((r) =>
    r.method === 'POST' ? { status: 201, body: { uuid: r.body?.uuid, text: r.body?.text } } : { status: 204 },
  );
}

/** A page's query client with the test writes registered, as start-app.tsx registers the app's. */
export function outboxClient(): QueryClient {
  const client = new QueryClient();
  client.mount();
  registerQueuedWrites(client, noteWrites);
  return client;
}
