import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The categories' names in the person's language; the server's definition names are one language only, so they
 * are used just for a category this list does not know.
 */
export const TIER_CATEGORY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Roof windows`,
  2: msg`Flashings`,
  3: msg`Blinds and awnings`,
  4: msg`Shutters`,
  5: msg`Accessories`,
  99: msg`All products`,
};
