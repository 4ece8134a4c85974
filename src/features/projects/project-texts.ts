import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The server's project and scan texts (docs/decisions/0020, 0021), translated. */
export const PROJECT_TEXTS: Record<string, MessageDescriptor> = {
  'This product is already registered.': msg`This product is already registered.`,
  'Product not found.': msg`Product not found.`,
  'Products can only be added to an open project.': msg`Products can only be added to an open project.`,
  'Products can only be removed from an open project.': msg`Products can only be removed from an open project.`,
  'Not found.': msg`Not found: it may have been removed on another device.`,
  'Only a project without products can be deleted. Remove its products first.': msg`Only a project without products can be deleted. Remove its products first.`,
  'Add at least one product to the project before finishing it.': msg`Add at least one product to the project before finishing it.`,
  'Only an open project can be finished.': msg`Only an open project can be finished.`,
  'Enter the street.': msg`Enter the street.`,
  'Enter the postal code.': msg`Enter the postal code.`,
  'The session has ended.': msg`Your session has ended. Sign in again, then retry.`,
};
