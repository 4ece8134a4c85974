import type { Subtype } from '#contract/shop.ts';

/** What a personalised print holds (the spec's marketing materials), shared by the app's form and the staff console. */
/** The typed fields a personalised product may print (its settings list which, required or optional). */
export const TEXT_FIELDS = [
  'name',
  'surname',
  'companyName',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const FILE_FIELDS = ['logo', 'coverImage', 'image', 'contentImage'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export type FieldName = TextField | FileField | 'address' | 'services';

/**
 * The printed sizes in millimetres (width, height): the preview keeps their proportions (docs/decisions/0175).
 * Flyer A5, business cards 90x50 and 50x90, banner 2x1 m, billboard 3x2 m, car sticker 60x30 cm.
 */
export const PRINT_SIZES: Record<Subtype, { width: number; height: number }> = {
  flyer: { width: 148, height: 210 },
  business_card_horizontal: { width: 90, height: 50 },
  business_card_vertical: { width: 50, height: 90 },
  banner: { width: 2000, height: 1000 },
  sticker: { width: 600, height: 300 },
  billboard: { width: 3000, height: 2000 },
};
