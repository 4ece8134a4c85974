import type { Queryable } from '../../db/db.ts';
import { toE164 } from '../auth/phone-number.ts';

/**
 * National significant number lengths per country calling code (ITU-T E.164 national plans, mobile and
 * fixed). Enough to refuse a number that cannot belong to the region without a full numbering database.
 */
const NATIONAL_LENGTHS: Record<string, [number, number]> = {
  '48': [9, 9],
  '40': [9, 9],
  '385': [8, 9],
  '36': [8, 9],
  '386': [8, 8],
  '359': [8, 9],
  '382': [8, 8],
  '381': [8, 10],
  '387': [8, 9],
  '380': [9, 9],
  '421': [9, 9],
  '420': [9, 9],
  '372': [7, 8],
  '389': [8, 8],
  '370': [8, 8],
  '371': [8, 8],
};

/** The spec's test numbers: 12 characters starting 9999999999 are always accepted. */
const isTestNumber = (typed: string) => typed.length === 12 && typed.startsWith('9999999999');

/**
 * The E.164 form of a number typed for a region, or null when it is not a valid number there
 * ('Invalid phone number.'). `typed` is already stripped of separators by the contract's NationalPhone.
 */
export function phoneForCountry(typed: string, countryCode: string): string | null {
  const code = countryCode.replace(/^\+/, '');
  if (isTestNumber(typed)) return `+${code}${typed}`;
  const e164 = toE164(typed, code);
  if (!e164.startsWith(`+${code}`)) return null;
  const national = e164.slice(code.length + 1);
  const [min, max] = NATIONAL_LENGTHS[code] ?? [6, 12];
  if (!/^[1-9]\d*$/.test(national) || national.length < min || national.length > max) return null;
  return e164;
}

export async function phoneForRegion(db: Queryable, typed: string, regionId: number): Promise<string | null> {
  const [region] = await db.query<{ code: string }>('SELECT phone_country_code AS code FROM regions WHERE id = $1', [
    regionId,
  ]);
  return region ? phoneForCountry(typed, region.code) : null;
}
