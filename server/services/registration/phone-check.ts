import { isTestNumber, phoneOfCountry } from '#contract/phone-rules.ts';
import { toE164 } from '../auth/phone-number.ts';

/**
 * The E.164 form of a national number typed for a region, or null when it is not a valid number of that
 * country (the club's one phone rule, contract/phone-rules.ts, which the app checks with too).
 */
export function validPhoneE164(national: string, slug: string, dialCode: string): string | null {
  if (isTestNumber(national)) return toE164(national, dialCode);
  return phoneOfCountry(national, slug)?.e164 ?? null;
}
