import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** What a queued message must deliver and the log lines must never show: its text with the code, and the code. */
export interface SealedText {
  text: string;
  code: string | null;
}

/** The key that seals queued texts, derived from JWT_SECRET (the same on every instance, so any may deliver). */
export function sealingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('outbox-sealed-text').digest();
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url; a database dump alone shows no code. */
export function seal(key: Buffer, value: SealedText): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed text, or null when it cannot be read (another key: JWT_SECRET changed, or not sealed by us). */
export function unseal(key: Buffer, sealed: string): SealedText | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as SealedText;
    return typeof value.text === 'string' ? { text: value.text, code: value.code ?? null } : null;
  } catch {
    return null;
  }
}
