import { outboxKey } from '#src/lib/outbox/outbox-keys.ts';

/**
 * The support tickets' query and mutation keys. The query keys' values are those the device's saved cache holds
 * (docs/decisions/0081): a changed value loses what was saved under the old one.
 */
export const supportKeys = {
  all: ['support'] as const,
  lists: () => ['support', 'list'] as const,
  ticket: (uuid: string) => ['support', 'ticket', uuid] as const,
  chat: (uuid: string) => ['support', 'chat', uuid] as const,
};

/**
 * Support's write in the offline outbox (./support-queued-writes.ts, docs/decisions/0195). Devices keep queued
 * messages with this key and replay them after an update: the value never changes.
 */
export const supportOutboxKeys = {
  sendSupportMessage: outboxKey('support', 'message'),
};
