import { staffKeys } from '../session/staff-me.ts';

/** The card desk's query key: below staffKeys.all, so every staff action's invalidation reaches it. */
export const cardDeskKey = [...staffKeys.all, 'cards'] as const;

/** A card serial number as printed on the card: groups of four digits. */
export const groupCsn = (csn: string) => csn.replace(/(\d{4})(?=\d)/g, '$1 ');
