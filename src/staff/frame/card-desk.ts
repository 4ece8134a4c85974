import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#src/lib/http/api-error.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';

/** The card desk's query key: below staffKeys.all, so every staff action's invalidation reaches it. */
export const cardDeskKey = [...staffKeys.all, 'cards'] as const;

/** A card serial number as printed on the card: groups of four digits. */
export const groupCsn = (csn: string) => csn.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card desk's own refusals (server/routes/staff/staff-card-routes.ts, contract/staff-cards.ts), translated. */
const CARD_TEXTS: Record<string, MessageDescriptor> = {
  'This company has no issued card waiting for activation.': msg`This company has no card waiting for activation any more.`,
  'This company has no club card to block.': msg`This company has no club card to block.`,
  'Give the reason.': msg`Give the reason.`,
};

/** What to tell staff about a refused card action: the desk's own texts, else what every staff call says. */
export function cardErrorMessages(error: unknown): MessageDescriptor[] {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const own = error.messages.map((text) => CARD_TEXTS[text]);
    if (own.every(Boolean)) return [...new Set(own as MessageDescriptor[])];
  }
  return staffErrorMessages(error);
}
