import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { type Ticket, ticketCreate } from '#contract/support.ts';
import { useDraft } from '#src/lib/drafts/use-draft.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { supportKeys } from '../api/support-keys.ts';
import { supportError, supportText } from '../lib/support-messages.ts';
import { type TicketInfo, ticketInfo } from '../lib/ticket-info.ts';

const Fields = v.object({ title: ticketCreate.body!.entries.title, body: ticketCreate.body!.entries.body });
type FieldName = 'title' | 'body';
interface Draft {
  title: string;
  body: string;
}

/**
 * A new ticket: a subject and the first message, sent with the app's description for staff (language, host,
 * region, version, type). What is typed is kept as a draft, so a reload or a failed send loses nothing; a
 * second press after a lost answer reuses the Idempotency-Key, so it opens one ticket, not two.
 */
export function NewTicketForm({ headingOrder, first }: { headingOrder: 1 | 2; first: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(currentUserQuery());
  const [draft, setDraft] = useState<Draft>({ title: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  const saved = useDraft('support-new-ticket', draft, setDraft);

  const create = useMutation<Ticket, Error, { body: { title: string; body: string; info: TicketInfo }; key: string }>({
    // Offline it fails at once with the offline message: the draft stays for a send when the signal is back.
    networkMode: 'always',
    mutationFn: ({ body, key }) => callApi(ticketCreate, { body, headers: { 'Idempotency-Key': key } }),
    onSuccess: (ticket) => {
      saved.clear();
      queryClient.setQueryData(supportKeys.ticket(ticket.uuid), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
      void navigate({ to: '/support/chat/$uuid', params: { uuid: ticket.uuid } });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const next: Partial<Record<FieldName, string>> = {};
      for (const name of ['title', 'body'] as const) {
        const text = fields[name]?.[0];
        if (text) next[name] = i18n._(supportText(text));
      }
      if (Object.keys(next).length > 0) showErrors(next);
    },
  });

  function showErrors(next: Partial<Record<FieldName, string>>) {
    setErrors(next);
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(Fields, draft);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.issues) {
        const name = v.getDotPath(issue) as FieldName | null;
        if (name && !next[name]) next[name] = i18n._(supportText(issue.message));
      }
      return showErrors(next);
    }
    setErrors({});
    const region = user.data?.region.id ?? 0;
    const body = { ...parsed.output, info: ticketInfo(i18n.locale, region) };
    const sent = JSON.stringify(body);
    if (attempt.current?.sent !== sent) attempt.current = { key: crypto.randomUUID(), sent };
    create.mutate({ body, key: attempt.current.key });
  }

  // Field refusals show under their fields; anything else (no signal, a server in trouble) above the button.
  const onFields =
    create.error instanceof ApiError && ('title' in create.error.fieldErrors || 'body' in create.error.fieldErrors);
  const generalError = create.isError && !onFields;

  return (
    <Stack gap="md" className="support-new-ticket">
      <Title order={headingOrder}>
        <Trans>New ticket</Trans>
      </Title>
      {first && (
        <Text>
          <Trans>
            You have no support tickets yet. Ask the club about points, projects, orders or the app: the answer appears
            here and in your notifications.
          </Trans>
        </Text>
      )}
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            id="support-title"
            label={t`Subject`}
            withAsterisk
            maxLength={150}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
            error={errors.title}
            size="md"
          />
          <Textarea
            id="support-body"
            label={t`Your message`}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            maxLength={5000}
            value={draft.body}
            onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
            error={errors.body}
            size="md"
          />
          {generalError && (
            <Alert color="red" variant="light" role="alert">
              {i18n._(supportError(create.error))}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              size="lg"
              h={48}
              loading={create.isPending}
              leftSection={<IconSend size={20} aria-hidden />}
            >
              <Trans>Send ticket</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
