/**
 * Turns a phone number as typed (already stripped of spaces, dashes and dots by the contract) into
 * E.164 with the region's country code: "500000001" + "+48" -> "+48500000001". Accepts an optional
 * leading "+code" or "00code", and drops the national trunk zero ("0712..." in Romania).
 */
export function toE164(typed: string, countryCode: string): string {
  const code = countryCode.replace(/^\+/, '');
  if (typed.startsWith('+')) return typed;
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  const national = typed.replace(/^0/, '');
  return `+${code}${national}`;
}
