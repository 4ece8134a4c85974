import { msg } from '@lingui/core/macro';
import { type ChatMessage, chatSend } from '#contract/support.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import type { QueuedVars } from '#src/lib/outbox/outbox-keys.ts';
import { defineQueuedWrite } from '#src/lib/outbox/queued-write.ts';
import { SUPPORT_TEXTS } from '../lib/support-texts.ts';
import { supportKeys, supportOutboxKeys } from './support-keys.ts';

/** An installer's message in a support conversation (docs/decisions/0195); stored on the device while it waits. */
export interface SupportMessageVars extends QueuedVars {
  /** A client id for the waiting bubble (the server gives the message its own uuid). */
  localId: string;
  ticketUuid: string;
  message: string;
}

export const sendSupportMessageWrite = defineQueuedWrite({
  key: supportOutboxKeys.sendSupportMessage,
  mutationFn: ({ ticketUuid, message, idempotencyKey }: SupportMessageVars) =>
    callApi(chatSend, {
      params: { uuid: ticketUuid },
      body: { message },
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  onSuccess: (queryClient, sent: ChatMessage, { ticketUuid }) => {
    // The message joins the conversation at once, then the ticket (a resolved one reopens) and the list refresh.
    queryClient.setQueryData<{ data: ChatMessage[] }>(supportKeys.chat(ticketUuid), (chat) =>
      chat && !chat.data.some((m) => m.uuid === sent.uuid) ? { data: [...chat.data, sent] } : chat,
    );
    void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketUuid) });
    void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
  },
  describe: (_, i18n) => i18n._(msg`Message to support`),
  refusalTexts: SUPPORT_TEXTS,
});

/** The support feature's queued writes, for the app to register where it starts. */
export const supportQueuedWrites = [sendSupportMessageWrite];
