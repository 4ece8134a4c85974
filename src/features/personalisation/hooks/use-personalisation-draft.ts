import { useState } from 'react';
import type { Product } from '#contract/shop.ts';
import { readToken } from '#src/lib/auth/token-store.ts';
import { saveDraft } from '#src/lib/drafts/draft-store.ts';
import { useDraft } from '#src/lib/drafts/use-draft.ts';
import { handedOver } from '#src/lib/handover/personalisation-handover.ts';
import { emptyValues, type PersonalisationValues } from '../personalisation-model.ts';

export interface PersonalisationDraft {
  variantUuid: string;
  quantity: number;
  values: PersonalisationValues;
  /** The link as typed; `values.link` follows it after a 1 s pause. */
  linkInput: string;
  /** Set when the form went to the checkout: once the checkout has ordered it, the form starts empty again. */
  sentToCheckout: boolean;
}

/** The signed-in user's uuid (the access token's subject): a draft belongs to the person who typed it. */
function draftOwner(): string {
  try {
    const payload = (readToken()?.token ?? '').split('.')[1] ?? '';
    const sub = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : 'nobody';
  } catch {
    return 'nobody';
  }
}

function firstVariant(product: Product): string {
  return (product.variants.find((v) => v.stock > 0) ?? product.variants[0])?.uuid ?? '';
}

function emptyDraft(product: Product): PersonalisationDraft {
  return {
    variantUuid: firstVariant(product),
    quantity: 1,
    values: emptyValues(),
    linkInput: '',
    sentToCheckout: false,
  };
}

/**
 * The half-filled form as a draft in IndexedDB (saved after a 1 s pause, restored after a reload or an offline
 * start, like the wizards). Named under `checkout:` so sign-out drops it with the checkout drafts
 * (src/lib/auth/session.ts).
 */
export function usePersonalisationDraft(product: Product) {
  const name = `checkout:personalisation:${draftOwner()}:${product.uuid}`;
  const [draft, setDraft] = useState<PersonalisationDraft>(() => emptyDraft(product));
  const { ready } = useDraft<PersonalisationDraft>(name, draft, (saved) => {
    // Ordered since: the checkout forgot what it was handed, and the next flyer starts from a clean form.
    if (saved.sentToCheckout && !handedOver(saved.variantUuid)) return;
    const values = { ...emptyValues(), ...saved.values };
    setDraft({
      ...emptyDraft(product),
      ...saved,
      // A variant gone from the shop since the draft was saved falls back to the first in stock.
      variantUuid: product.variants.some((v) => v.uuid === saved.variantUuid)
        ? saved.variantUuid
        : firstVariant(product),
      values,
      linkInput: saved.linkInput ?? values.link,
    });
  });
  return {
    draft,
    setDraft,
    ready,
    /** Saves at once (leaving for the checkout does not wait for the pause). */
    saveNow: (value: PersonalisationDraft) => saveDraft(name, value),
  };
}
