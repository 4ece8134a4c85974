import '@mantine/core/styles/Paper.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useState } from 'react';
import type { IdentifierKind, PendingIdentifier } from '#contract/identifier-changes.ts';
import { confirmIdentifierChange, declineIdentifierChange } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
import { storeUser } from '../api/profile-api.ts';

const KINDS: IdentifierKind[] = ['phone', 'email'];

/** At least 44 px tall; a long label wraps on a narrow phone instead of being cut off. */
const BUTTON = {
  root: { height: 'auto', minHeight: 44, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** +48600700801 as +48 600 700 801; an e-mail as it is. */
export function shownIdentifier(kind: IdentifierKind, value: string): string {
  if (kind === 'email') return value;
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

type Answer = 'confirm' | 'decline';

function outcomeOf(kind: IdentifierKind, answer: Answer, value: string): MessageDescriptor {
  if (answer === 'decline') {
    return kind === 'phone'
      ? msg`You declined the new phone number. You sign in as before.`
      : msg`You declined the new e-mail. You sign in as before.`;
  }
  return kind === 'phone'
    ? msg`Your sign-in phone number is now ${value}.`
    : msg`Your sign-in e-mail is now ${value}. Verify it with the code we send when you ask for it.`;
}

function failureOf(kind: IdentifierKind, error: unknown): MessageDescriptor[] {
  if (error instanceof ApiError && error.status === 422) {
    return [
      kind === 'phone'
        ? msg`This phone number now belongs to another account, so it cannot become yours. Decline it and ask your company's owner for the right one.`
        : msg`This e-mail now belongs to another account, so it cannot become yours. Decline it and ask your company's owner for the right one.`,
    ];
  }
  return errorMessages(error);
}

function Proposal({
  kind,
  change,
  onAnswered,
}: {
  kind: IdentifierKind;
  change: PendingIdentifier;
  onAnswered: (message: MessageDescriptor) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const value = shownIdentifier(kind, change.value);
  const who = change.proposed_by;
  const date = formatDate(change.proposed_at);
  const answer = useMutation({
    mutationFn: (what: Answer) =>
      callApi(what === 'confirm' ? confirmIdentifierChange : declineIdentifierChange, {
        params: { uuid: change.uuid },
      }),
    onSuccess: (user, what) => {
      onAnswered(outcomeOf(kind, what, value));
      storeUser(queryClient, user);
    },
    onError: (error) => {
      // Replaced or answered on another device: show what waits now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
      }
    },
  });
  const headingId = `identifier-change-${kind}`;
  const busy = answer.isPending;
  return (
    <Stack gap="sm" component="article" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
        {kind === 'phone' ? (
          <Trans>
            New phone number: <span className="nowrap">{value}</span>
          </Trans>
        ) : (
          <Trans>New e-mail: {value}</Trans>
        )}
      </Title>
      <Text>
        {kind === 'phone'
          ? t`${who}, the owner of your company, proposed it on ${date} as the phone number you sign in with.`
          : t`${who}, the owner of your company, proposed it on ${date} as the e-mail you sign in with.`}{' '}
        <Trans>It does not sign you in until you confirm it. If it is not yours, decline it.</Trans>
      </Text>
      <ErrorAlert messages={answer.isError ? failureOf(kind, answer.error) : []} />
      {!online && (
        <Text role="status">
          <Trans>You are offline. Confirming or declining needs a connection.</Trans>
        </Text>
      )}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        <Button
          styles={BUTTON}
          onClick={() => answer.mutate('confirm')}
          loading={busy && answer.variables === 'confirm'}
          disabled={!online || busy}
        >
          {kind === 'phone' ? t`Confirm this number` : t`Confirm this e-mail`}
        </Button>
        <Button
          styles={BUTTON}
          variant="default"
          onClick={() => answer.mutate('decline')}
          loading={busy && answer.variables === 'decline'}
          disabled={!online || busy}
        >
          {kind === 'phone' ? t`Decline this number` : t`Decline this e-mail`}
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * A new sign-in phone or e-mail the company's owner proposed (decision 0261): it waits here for the member, who
 * confirms or declines it. Shown only while something waits, or to say what the last answer did.
 */
export function IdentifierChangeCard({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<MessageDescriptor | null>(null);
  // Opened from the message or the notification about a proposal: ask the server now rather than show the user
  // read a minute ago (fresh for two minutes otherwise), so the proposal is there to answer.
  useQuery({ ...currentUserQuery(), refetchOnMount: 'always' });
  const waiting = KINDS.flatMap((kind) => {
    const change = user.pending_identifiers?.[kind];
    return change ? [{ kind, change }] : [];
  });
  if (waiting.length === 0 && !outcome) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="profile-identifier-changes"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={waiting.length > 0 ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-identifier-changes">
          {waiting.length > 0 ? <Trans>Sign-in details to confirm</Trans> : <Trans>Sign-in details</Trans>}
        </Title>
        {waiting.map(({ kind, change }) => (
          <Proposal key={change.uuid} kind={kind} change={change} onAnswered={setOutcome} />
        ))}
      </Stack>
      {/* Always there (empty until an answer), so that screen readers announce what the answer did. */}
      <Text role="status" fw={600} c="green.9" mt={outcome ? 'md' : 0}>
        {outcome ? i18n._(outcome) : ''}
      </Text>
    </Paper>
  );
}
