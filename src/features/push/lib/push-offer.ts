import { pushState } from './push-device.ts';

/**
 * The offer to switch notifications on, made once per device after the person creates a project (decision 0293),
 * never on the first screen. `due` from the project's creation until the person answers it; `done` for good.
 */
const KEY = 'push-offer';
const listeners = new Set<() => void>();

export const pushOfferDue = (): boolean => localStorage.getItem(KEY) === 'due';

export function subscribePushOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(value: 'due' | 'done'): void {
  localStorage.setItem(KEY, value);
  for (const listener of listeners) listener();
}

/** A project was created: the offer becomes due, unless it was answered or the device cannot or must not ask. */
export async function offerPushAfterProject(): Promise<void> {
  if (localStorage.getItem(KEY)) return;
  if ((await pushState()) === 'off') set('due');
}

export const answerPushOffer = (): void => set('done');
