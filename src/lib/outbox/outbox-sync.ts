import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { QueuedWrite } from './queued-write.ts';

/*
 * The outbox's door for the start, the sign-in and the sign-out (decision 0301). An anonymous visit (the login
 * screen) has no outbox: the outbox itself (./outbox-engine.ts) and the queued writes' declarations load with the
 * first signed-in account, at start or when a session begins, and the declarations are registered before that
 * account's stored writes come back, since a restored write is sent through the declaration of its key.
 */

type Engine = typeof import('./outbox-engine.ts');

let declarations: () => Promise<readonly QueuedWrite[]> = async () => [];
const engines = new WeakMap<QueryClient, Promise<Engine>>();
const ready = new WeakMap<QueryClient, Engine>();
const started = new WeakSet<QueryClient>();

/** Where the app's queued writes are declared (src/queued-writes.ts, imported when needed); set once at start. */
export function declareQueuedWrites(load: () => Promise<readonly QueuedWrite[]>): void {
  declarations = load;
}

/** The outbox with the app's queued writes registered: loaded once per query client (again after a failed load). */
function engineOf(queryClient: QueryClient): Promise<Engine> {
  let engine = engines.get(queryClient);
  if (!engine) {
    engine = Promise.all([import('./outbox-engine.ts'), declarations()]).then(([outbox, writes]) => {
      outbox.registerQueuedWrites(queryClient, writes);
      ready.set(queryClient, outbox);
      return outbox;
    });
    engines.set(queryClient, engine);
    engine.catch(() => engines.delete(queryClient));
  }
  return engine;
}

function run(queryClient: QueryClient, engine: Engine, signedIn: string | null): void {
  if (started.has(queryClient)) return;
  started.add(queryClient);
  engine.startOutbox(queryClient, signedIn);
}

/**
 * At start, for the signed-in account: the outbox and the queued writes load, and the account's stored writes come
 * back into the mutation cache (before the router's loaders run). Rejects when IndexedDB or the outbox's code is
 * unavailable.
 */
export async function loadOutbox(queryClient: QueryClient, owner: string): Promise<void> {
  const engine = await engineOf(queryClient);
  await engine.loadOutbox(queryClient, owner);
}

/**
 * Starts the outbox after `loadOutbox` (signed in): it keeps the stored outbox in step and replays what waits. An
 * anonymous start loads nothing; the outbox starts when a session begins (`switchOutboxOwner`).
 */
export function startOutbox(queryClient: QueryClient, signedIn: string | null): void {
  // TanStack Query assumes it is online until an event says otherwise; a start without signal must not.
  onlineManager.setOnline(navigator.onLine);
  if (signedIn === null) return;
  const engine = ready.get(queryClient);
  if (engine) run(queryClient, engine, signedIn);
  // The outbox's code did not load at start (no signal, not cached): it tries once more, then loads and starts.
  else
    void engineOf(queryClient).then(
      async (loaded) => {
        await loaded.loadOutbox(queryClient, signedIn).catch(() => {});
        run(queryClient, loaded, signedIn);
      },
      () => undefined,
    );
}

/**
 * Hands the queue to another account (./outbox-engine.ts): a session that begins loads the outbox and replays its
 * account's stored writes; a session that ends (null) only needs the outbox if it was loaded.
 */
export async function switchOutboxOwner(queryClient: QueryClient, next: string | null): Promise<void> {
  if (next === null) {
    // A load that failed left nothing in the mutation cache.
    const engine = await engines.get(queryClient)?.catch(() => undefined);
    await engine?.switchOutboxOwner(queryClient, null);
    return;
  }
  const engine = await engineOf(queryClient);
  run(queryClient, engine, null);
  await engine.switchOutboxOwner(queryClient, next);
}

/** Replays what waits, then refreshes what is on screen and the icon badge (./outbox-engine.ts). */
export async function syncNow(queryClient: QueryClient): Promise<void> {
  const engine = await engineOf(queryClient);
  await engine.syncNow(queryClient);
}
