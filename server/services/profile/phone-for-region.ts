import type { Queryable } from '#server/db/db.ts';
import { validPhoneE164 } from '../registration/phone-check.ts';

/**
 * The E.164 form of a number typed for a region, or null when it is not a valid number there
 * ('Invalid phone number.'). One validator for the whole club: libphonenumber-js, as registration and the app
 * use (`typed` is already stripped of separators by the contract's NationalPhone; test numbers pass).
 */
export async function phoneForRegion(db: Queryable, typed: string, regionId: number): Promise<string | null> {
  const [region] = await db.query<{ slug: string; code: string }>(
    'SELECT slug, phone_country_code AS code FROM regions WHERE id = $1',
    [regionId],
  );
  if (!region) return null;
  const national = typed.startsWith('+') || typed.startsWith('00') ? typed.replace(/^00/, '+') : typed;
  return validPhoneE164(national, region.slug, region.code);
}
