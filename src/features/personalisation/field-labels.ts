import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldName } from '#src/components/print-preview/print-fields.ts';

/** What an empty required (or added) field says: each names its field. */
export const EMPTY_MESSAGES: Record<FieldName, MessageDescriptor> = {
  name: msg`Enter the first name.`,
  surname: msg`Enter the surname.`,
  companyName: msg`Enter the company name.`,
  phone: msg`Enter the phone number.`,
  email: msg`Enter the e-mail address.`,
  link: msg`Enter the website address.`,
  shortDescription: msg`Enter the short description.`,
  longDescription: msg`Enter the long description.`,
  address: msg`Enter at least one line of the address.`,
  services: msg`Choose at least one service.`,
  logo: msg`Upload the logo.`,
  coverImage: msg`Upload the cover image.`,
  image: msg`Upload the image.`,
  contentImage: msg`Upload the content image.`,
};
