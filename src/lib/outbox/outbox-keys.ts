/** One queue for every offline-capable write: mutations of this scope run one at a time, in order. */
export const OUTBOX_SCOPE = { id: 'outbox' } as const;

export const outboxKeys = {
  createProject: ['outbox', 'project', 'create'],
  addScan: ['outbox', 'scan', 'add'],
  deleteScan: ['outbox', 'scan', 'delete'],
  /** An installer's message in a support conversation (docs/decisions/0195). */
  sendSupportMessage: ['outbox', 'support', 'message'],
} as const;

/** Every queued write carries the key the server remembers its first answer by, chosen when the person acted. */
interface Queued {
  idempotencyKey: string;
  /** When the person acted (ISO), shown while the write waits. */
  queuedAt: string;
}

export interface CreateProjectVars extends Queued {
  uuid: string;
  streetName: string;
  city: string;
  postalCode: string;
}

export interface AddScanVars extends Queued {
  /** The scan's uuid, client-generated so a later delete can name it before it reaches the server. */
  uuid: string;
  projectUuid: string;
  code: string;
}

export interface DeleteScanVars extends Queued {
  uuid: string;
  projectUuid: string;
  serial: string;
}

export interface SupportMessageVars extends Queued {
  /** A client id for the waiting bubble (the server gives the message its own uuid). */
  localId: string;
  ticketUuid: string;
  message: string;
}

export function isOutboxKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === 'outbox';
}

export function queuedNow(): Queued {
  return { idempotencyKey: crypto.randomUUID(), queuedAt: new Date().toISOString() };
}
