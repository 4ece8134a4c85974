import type { PersonalisationData } from '../../../contract/orders.ts';

/**
 * Where the checkout finds what a personalised item prints (docs/decisions/0131): localStorage `msData`, variant
 * uuid -> PersonalisationData. A session key: sign-out removes it; the checkout forgets an entry once ordered.
 */
const KEY = 'msData';

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {}
  return {};
}

export function handOverToCheckout(variantUuid: string, data: PersonalisationData): void {
  const all = readAll();
  all[variantUuid] = data;
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** Whether the checkout still holds this variant's personalisation (it forgets it once the order is placed). */
export function handedOver(variantUuid: string): boolean {
  return variantUuid in readAll();
}
