import { msg } from '@lingui/core/macro';
import type { ChatMessage } from '#contract/support.ts';
import { defineQueuedWrite } from '#src/lib/outbox/queued-write.ts';
import { sendWriteRequest } from '#src/lib/outbox/send-write-request.ts';
import { SUPPORT_TEXTS } from '../lib/support-texts.ts';
import { supportKeys, supportOutboxKeys } from './support-keys.ts';
import { sendSupportMessageRequest } from './support-write-requests.ts';

export type { SupportMessageVars } from './support-write-requests.ts';

const sendMessage = sendWriteRequest(sendSupportMessageRequest);

/** An installer's message in a support conversation (docs/decisions/0195); its request is data (decision 0294). */
export const sendSupportMessageWrite = defineQueuedWrite({
  key: supportOutboxKeys.sendSupportMessage,
  mutationFn: sendMessage,
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
