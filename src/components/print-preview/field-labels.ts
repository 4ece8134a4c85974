import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldName } from './print-fields.ts';

/** Each field's label, shared by the form, its error list and the order's read-only view. */
export const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  name: msg`First name`,
  surname: msg`Surname`,
  companyName: msg`Company name`,
  phone: msg`Phone number`,
  email: msg`E-mail`,
  link: msg`Website address`,
  shortDescription: msg`Short description`,
  longDescription: msg`Long description`,
  address: msg`Address`,
  services: msg`Services`,
  logo: msg`Logo`,
  coverImage: msg`Cover image`,
  image: msg`Image`,
  contentImage: msg`Content image`,
};
