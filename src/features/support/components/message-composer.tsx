import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, type KeyboardEvent, useState } from 'react';
import type { ChatMessage } from '#contract/support.ts';
import { useDraft } from '#src/lib/drafts/use-draft.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { supportOutboxKeys } from '../api/support-keys.ts';
import type { SupportMessageVars } from '../api/support-queued-writes.ts';
import { useKeyboardInset } from '../lib/use-keyboard-inset.ts';

const MAX = 5000;

/**
 * The message box, kept at the bottom of the screen and above the phone's keyboard. A message goes through the
 * outbox: written without signal it waits on the device (across a reload) and is sent once when the network
 * returns, by its Idempotency-Key. What is typed but not sent is kept as a draft per ticket.
 */
export function MessageComposer({ ticketUuid }: { ticketUuid: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useDraft(`support-message-${ticketUuid}`, text, setText);
  const send = useMutation<ChatMessage, Error, SupportMessageVars>({
    mutationKey: supportOutboxKeys.sendSupportMessage,
  });
  const keyboard = useKeyboardInset();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (message === '') return setError(t`Write your message.`);
    if (message.length > MAX) return setError(t`The message may be at most 5,000 characters.`);
    setError(null);
    send.mutate({ ...queuedNow(), localId: crypto.randomUUID(), ticketUuid, message });
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl/⌘+Enter sends on a keyboard; Enter alone is a new line (a phone's Enter key is for lines).
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="support-composer"
      data-keyboard={keyboard > 0 || undefined}
      style={{ '--support-keyboard': `${keyboard}px` } as CSSProperties}
    >
      {!online && (
        <p className="support-composer-offline" role="status">
          <Trans>No signal: messages you send now wait on this device and go out when you are back online.</Trans>
        </p>
      )}
      <div className="support-composer-row">
        <Textarea
          className="support-composer-input"
          aria-label={t`Message to support`}
          placeholder={t`Write a message…`}
          autosize
          minRows={1}
          maxRows={5}
          size="md"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
        />
        <Button type="submit" h={48} size="md" leftSection={<IconSend size={20} aria-hidden />}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}
