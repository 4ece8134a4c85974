import * as v from 'valibot';
import { PersonalisationData } from '../../../contract/orders.ts';

/**
 * Personalised items carry what they print: the personalisation form (area F) keeps it in localStorage
 * `msData` as { [variantUuid]: PersonalisationData } and the checkout sends it with the order. The key is one
 * of the session's (src/lib/auth/session.ts), so it goes on sign-out.
 */
const KEY = 'msData';

export function readPersonalisation(variantUuids: string[]): Record<string, PersonalisationData> | undefined {
  try {
    const parsed = v.safeParse(
      v.record(v.string(), PersonalisationData),
      JSON.parse(localStorage.getItem(KEY) ?? '{}'),
    );
    if (!parsed.success) return undefined;
    const picked = Object.fromEntries(
      variantUuids.filter((uuid) => parsed.output[uuid]).map((uuid) => [uuid, parsed.output[uuid]!]),
    );
    return Object.keys(picked).length > 0 ? picked : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPersonalisation(variantUuids: string[]): void {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    for (const uuid of variantUuids) delete all[uuid];
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {}
}
