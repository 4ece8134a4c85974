import { useState } from 'react';
import { useDraft } from '#src/lib/drafts/use-draft.ts';
import type { CustomerForm } from './customer-rules.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface CheckoutDraft {
  step: 1 | 2;
  customer: CustomerForm;
  /** Chosen once per checkout; a new one only after the server answered (placed or refused). */
  idempotencyKey: string;
}

/**
 * The checkout's form and key, kept as a draft (per user and checkout: `draft:checkout:…`, dropped on sign-out)
 * so a reload, an offline start or a lost reply keeps what was typed and the same Idempotency-Key.
 */
export function useCheckoutDraft(owner: string, checkoutId: string, initial: CustomerForm) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({
    step: 1,
    customer: initial,
    idempotencyKey: crypto.randomUUID(),
  }));
  const { ready, clear } = useDraft(`checkout:${owner}:${checkoutId}`, draft, (saved) => setDraft(saved));
  return { draft, setDraft, ready, clear };
}
