import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#src/lib/http/api-error.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { useVerifyCard } from '../api/club-card-mutations.ts';
import { verifyRefusal } from '../card-errors.ts';
import { csnProblem, normaliseCsn } from '../card-rules.ts';

const CSN_TEXTS: Record<'required' | 'digits', MessageDescriptor> = {
  required: msg`Enter the card serial number.`,
  digits: msg`The card serial number has 10 digits.`,
};

interface Errors {
  csn?: MessageDescriptor;
  confirm?: MessageDescriptor;
}

/** Registers the card that came by post: its 10-digit serial number (CSN) and the holder's confirmation. */
export function VerifyCardForm({ companyId, pending }: { companyId: number; pending: boolean }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const verify = useVerifyCard(companyId);
  const formRef = useRef<HTMLFormElement>(null);
  const [csn, setCsn] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // Bumped on each check: once the errors are on screen, the first field in error gets the focus.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);

  const onSubmit = () => {
    const problem = csnProblem(csn);
    const found: Errors = {
      ...(problem ? { csn: CSN_TEXTS[problem] } : {}),
      ...(confirmed ? {} : { confirm: msg`Confirm that this is your company's card.` }),
    };
    setErrors(found);
    setRefusal(null);
    // After the errors render: the first field in error gets the focus.
    setFocusTick((n) => n + 1);
    if (found.csn || found.confirm || verify.isPending) return;
    verify.mutate(normaliseCsn(csn), {
      onError: (error) => {
        const message = verifyRefusal(error);
        // A refusal of the number belongs under the field; anything else above the button.
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors({ csn: message });
          setFocusTick((n) => n + 1);
        } else setRefusal(message);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="club-card-register"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="club-card-register">
          <Trans>Register your card</Trans>
        </Title>
        <Text>
          {pending ? (
            <Trans>
              Your club card is on its way. When it arrives, enter the serial number from the back of the card to link
              it to your company.
            </Trans>
          ) : (
            <Trans>Enter the serial number from the back of the card to link it to your company.</Trans>
          )}
        </Text>
        <TextInput
          name="card_serial_number"
          label={t`Card serial number (CSN)`}
          description={t`10 digits, on the back of the card`}
          size="md"
          inputMode="numeric"
          autoComplete="off"
          required
          value={csn}
          error={errors.csn ? i18n._(errors.csn) : undefined}
          onChange={(event) => setCsn(event.currentTarget.value)}
        />
        <Checkbox
          name="confirm"
          size="md"
          label={t`I confirm that this card was sent to my company and I hold it.`}
          checked={confirmed}
          error={errors.confirm ? i18n._(errors.confirm) : undefined}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          required
        />
        {!online && (
          <Alert color="yellow" variant="light" role="status">
            <Trans>Registering the card needs a connection. Your number is kept here until the signal is back.</Trans>
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(refusal)}
          </Alert>
        )}
        <Button type="submit" h={48} size="md" loading={verify.isPending} disabled={!online}>
          <Trans>Register the card</Trans>
        </Button>
      </Stack>
    </form>
  );
}
