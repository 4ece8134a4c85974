/**
 * A software passkey authenticator for the API tests: ES256 keys from node:crypto, "none" attestation, CBOR from the
 * server library's own helpers. It answers the server's options as a browser with a platform authenticator would,
 * and can be told to lie (another origin, no user verification, an old signature counter).
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface KeptCredential {
  id: Uint8Array;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The user handle the server gave at creation (base64url), handed back at sign-in. */
  userHandle: string;
  counter: number;
}

export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** The type the client data claims (default webauthn.create / webauthn.get). */
  type?: string;
}

interface CreationOptions {
  challenge: string;
  rp?: { id?: string };
  user?: { id?: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

function authData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Uint8Array {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return new Uint8Array(Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]));
}

export class SoftAuthenticator {
  readonly credentials: KeptCredential[] = [];

  constructor(
    private readonly origin = 'http://localhost:8080',
    /** Whether this authenticator keeps a signature counter (many synced passkeys always report 0). */
    private readonly counts = true,
  ) {}

  /** navigator.credentials.create: a new credential for the options' user, as the browser's JSON. */
  create(options: CreationOptions, tweaks: CeremonyTweaks = {}) {
    const rpId = tweaks.rpId ?? options.rp?.id ?? 'localhost';
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = new Uint8Array(randomBytes(16));
    const kept: KeptCredential = { id, privateKey, publicKey, userHandle: options.user?.id ?? '', counter: 0 };
    this.credentials.push(kept);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData(rpId, flags, 0, attested)],
      ]),
    );
    const clientData = this.clientData(tweaks.type ?? 'webauthn.create', options.challenge, tweaks);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get with a discoverable credential (the last one made, unless named). */
  get(options: RequestOptions, tweaks: CeremonyTweaks = {}, credential = this.credentials.at(-1)!) {
    const rpId = tweaks.rpId ?? options.rpId ?? 'localhost';
    const counter = tweaks.counter ?? (this.counts ? credential.counter + 1 : 0);
    credential.counter = Math.max(credential.counter, counter);
    const flags = FLAG_USER_PRESENT | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const data = authData(rpId, flags, counter);
    const clientData = this.clientData(tweaks.type ?? 'webauthn.get', options.challenge, tweaks);
    const signature = sign('sha256', Buffer.concat([data, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  private clientData(type: string, challenge: string, tweaks: CeremonyTweaks): Uint8Array {
    const json = JSON.stringify({ type, challenge, origin: tweaks.origin ?? this.origin, crossOrigin: false });
    return new Uint8Array(Buffer.from(json));
  }
}
