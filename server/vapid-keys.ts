import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's VAPID key pair (RFC 8292): base64url, the public key uncompressed (65 bytes), the private 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh P-256 key pair in the form web-push and the browsers' applicationServerKey take. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
}

/** Whether the pair is a P-256 pair: the private key's public half is the public key. */
export function vapidPairMatches(keys: VapidKeys): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === keys.publicKey;
  } catch {
    return false;
  }
}

/** Outside production: the pair kept in DATA_DIR (mode 600), made on first use, so subscriptions survive restarts. */
export function persistedVapidKeys(dataDir: string): VapidKeys {
  const path = join(dataDir, 'vapid-keys.json');
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return keys;
}
