import { chatSend } from '#contract/support.ts';
import type { QueuedVars } from '#src/lib/outbox/outbox-keys.ts';
import { defineWriteRequest } from '#src/lib/outbox/write-request.ts';
import { supportOutboxKeys } from './support-keys.ts';

/** An installer's message in a support conversation (docs/decisions/0195); stored on the device while it waits. */
export interface SupportMessageVars extends QueuedVars {
  /** A client id for the waiting bubble (the server gives the message its own uuid). */
  localId: string;
  ticketUuid: string;
  message: string;
}

/** Its request as data, sent by the app or by the service worker (docs/decisions/0294). */
export const sendSupportMessageRequest = defineWriteRequest({
  key: supportOutboxKeys.sendSupportMessage,
  call: chatSend,
  parts: ({ ticketUuid, message }: SupportMessageVars) => ({ params: { uuid: ticketUuid }, body: { message } }),
});

export const supportWriteRequests = [sendSupportMessageRequest];
