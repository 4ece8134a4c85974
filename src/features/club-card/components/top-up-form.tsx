import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import './club-card.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type CardMoney, TOP_UP_MIN_POINTS } from '#contract/club-card.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { useTopUp } from '../api/club-card-mutations.ts';
import { topUpRefusal } from '../card-errors.ts';
import { affordable, moneyOf, TOP_UP_AMOUNTS } from '../card-rules.ts';

/** The success message stays this long (spec, section 9). */
export const TOP_UP_MESSAGE_MS = 15_000;

interface Errors {
  amount?: MessageDescriptor;
  terms?: MessageDescriptor;
}

/** Turns points into money on the ACTIVE card: an amount, the accepted terms, then one request per attempt. */
export function TopUpForm({
  companyPoints,
  money: cardMoney,
}: {
  companyPoints: number | undefined;
  money: CardMoney;
}) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const topUp = useTopUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // Bumped on each check: once the errors are on screen, the first field in error gets the focus.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [done, setDone] = useState<{ points: number; value: number } | null>(null);
  // One key per attempt: kept when no answer came (a retry is then answered once), new after any answer.
  const key = useRef(crypto.randomUUID());
  const inCurrency = (value: number) => i18n.number(value, { style: 'currency', currency: cardMoney.currency });
  const money = (points: number) => inCurrency(moneyOf(points, cardMoney));

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), TOP_UP_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = () => {
    const found: Errors = {
      ...(amount === null ? { amount: msg`Choose an amount.` } : {}),
      ...(terms ? {} : { terms: msg`Accept the top-up terms.` }),
    };
    setErrors(found);
    setRefusal(null);
    setFocusTick((n) => n + 1);
    if (amount === null || !terms || topUp.isPending) return;
    setDone(null);
    topUp.mutate(
      { points: amount, key: key.current },
      {
        onSuccess: (result) => {
          key.current = crypto.randomUUID();
          setDone({ points: result.amount.points, value: result.amount.value });
          setAmount(null);
          setTerms(false);
        },
        onError: (error) => {
          const result = topUpRefusal(error, (n) => i18n.number(n));
          if (!result.unanswered) key.current = crypto.randomUUID();
          setRefusal(result.message);
        },
      },
    );
  };

  const have = companyPoints ?? 0;
  const smallest = Math.max(TOP_UP_MIN_POINTS, TOP_UP_AMOUNTS[0]);
  // Every amount is greyed out: say why rather than leave the person guessing.
  const tooFew = companyPoints !== undefined && companyPoints < smallest;
  const amountError = errors.amount ? i18n._(errors.amount) : undefined;
  const donePoints = done?.points ?? 0;
  const doneMoney = done ? inCurrency(done.value) : '';
  const perPoint = money(1);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="club-card-top-up"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="club-card-top-up">
            <Trans>Top up the card</Trans>
          </Title>
          <Text>
            <Trans>1 point is {perPoint} on your card.</Trans>{' '}
            {companyPoints !== undefined && (
              <Plural value={have} one="Your company has # point." other="Your company has # points." />
            )}
          </Text>
        </Stack>
        {done && (
          <Alert color="green" variant="light" role="status" title={t`Top-up sent`}>
            <Plural
              value={donePoints}
              one={`Your top-up of # point (${doneMoney}) is on its way. It is processed within 3 business days.`}
              other={`Your top-up of # points (${doneMoney}) is on its way. It is processed within 3 business days.`}
            />
          </Alert>
        )}
        <fieldset
          className="club-card-fieldset"
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? 'club-card-amount-error' : undefined}
          tabIndex={amountError ? -1 : undefined}
        >
          <legend>
            <Trans>Amount</Trans>
          </legend>
          <div className="club-card-amounts">
            {TOP_UP_AMOUNTS.map((points) => (
              <label key={points} className="club-card-amount">
                <input
                  type="radio"
                  name="amount"
                  value={points}
                  checked={amount === points}
                  disabled={!affordable(points, companyPoints)}
                  onChange={() => setAmount(points)}
                />
                <span>
                  <Text span fw={700} display="block">
                    <Plural value={points} one="# point" other="# points" />
                  </Text>
                  <Text span size="sm" display="block">
                    {money(points)}
                  </Text>
                </span>
              </label>
            ))}
          </div>
          {amountError && (
            <Text id="club-card-amount-error" c="var(--mantine-color-error)" size="sm" mt={6}>
              {amountError}
            </Text>
          )}
        </fieldset>
        {tooFew && (
          <Text size="sm">
            <Plural
              value={smallest}
              one="Your company needs at least # point to top up the card."
              other="Your company needs at least # points to top up the card."
            />
          </Text>
        )}
        <Checkbox
          name="accept_terms"
          size="md"
          label={t`I accept the top-up terms: the points leave my company's balance now and the money reaches the card within 3 business days. A refused top-up gives the points back.`}
          checked={terms}
          error={errors.terms ? i18n._(errors.terms) : undefined}
          onChange={(event) => setTerms(event.currentTarget.checked)}
        />
        {!online && (
          <Alert color="yellow" variant="light" role="status">
            <Trans>Topping up needs a connection. Your choice is kept here until the signal is back.</Trans>
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert" title={t`The card was not topped up`}>
            {i18n._(refusal)}
          </Alert>
        )}
        <Button type="submit" h={48} size="md" loading={topUp.isPending} disabled={!online}>
          <Trans>Top up</Trans>
        </Button>
      </Stack>
    </form>
  );
}
