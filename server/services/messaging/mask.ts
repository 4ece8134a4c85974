/** What the logs may show of an address: `o***@example.com`, `+48*****001` (decision 0262). */
export function maskAddress(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}***${to.slice(at)}`;
  if (/^\+?\d{7,}$/.test(to)) return `${to.slice(0, 3)}*****${to.slice(-3)}`;
  return '***';
}

export const CODE_MASK = '*****';

/** The text with the code (and the recipient's address) masked, for a log line or a stored message. */
export function withoutSecrets(text: string, secrets: { code?: string | null; to?: string }): string {
  let out = text;
  if (secrets.code) out = out.replaceAll(secrets.code, CODE_MASK);
  if (secrets.to) out = out.replace(new RegExp(escapeRegExp(secrets.to), 'gi'), maskAddress(secrets.to));
  return out;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
