import * as v from 'valibot';
import { PersonalisationData } from '#contract/orders.ts';
import { PERSONALISATION_HANDOVER_KEY } from './handover-keys.ts';

/**
 * The one hand-over from the personalisation form to the checkout (docs/decisions/0131): what a personalised item
 * prints, by variant uuid, kept on the device until the order is placed. The form writes it, the checkout reads and
 * forgets it; both go through here, with one parser. A session key: sign-out removes it (src/lib/auth/session.ts).
 */
export { PERSONALISATION_HANDOVER_KEY };

const Stored = v.record(v.string(), PersonalisationData);
type Stored = v.InferOutput<typeof Stored>;

/** What is kept, each entry checked; an entry that no longer fits (an older app's) is dropped. */
function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PERSONALISATION_HANDOVER_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const valid: Stored = {};
    for (const [uuid, data] of Object.entries(parsed)) {
      const checked = v.safeParse(PersonalisationData, data);
      if (checked.success) valid[uuid] = checked.output;
    }
    return valid;
  } catch {
    return {};
  }
}

function writeAll(all: Stored): void {
  try {
    localStorage.setItem(PERSONALISATION_HANDOVER_KEY, JSON.stringify(all));
  } catch {}
}

/** The form hands a variant's personalisation over to the checkout. */
export function handOverToCheckout(variantUuid: string, data: PersonalisationData): void {
  writeAll({ ...readAll(), [variantUuid]: data });
}

/** Whether the checkout still holds this variant's personalisation (it forgets it once the order is placed). */
export function handedOver(variantUuid: string): boolean {
  return variantUuid in readAll();
}

/** The personalisations of these variants, or undefined when none of them has one. */
export function readPersonalisation(variantUuids: string[]): Record<string, PersonalisationData> | undefined {
  const all = readAll();
  const picked = Object.fromEntries(variantUuids.filter((uuid) => all[uuid]).map((uuid) => [uuid, all[uuid]!]));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/** The order is placed: these variants' personalisations are no longer needed. */
export function forgetPersonalisation(variantUuids: string[]): void {
  const all = readAll();
  for (const uuid of variantUuids) delete all[uuid];
  writeAll(all);
}
