import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { Order, PersonalisationData } from '#contract/orders.ts';
import type { ProductType } from '#contract/shop.ts';
import type { CurrentUser } from '#contract/user.ts';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { usePlaceOrder } from '../api/place-order-mutation.ts';
import { useCheckoutDraft } from '../checkout-draft.ts';
import type { CheckoutLine } from '../checkout-line.ts';
import { type CustomerErrors, checkCustomer, customerBody, prefillCustomer } from '../customer-rules.ts';
import { orderRefusal } from '../order-errors.ts';
import { CustomerStep } from './customer-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { ThankYouModal } from './thank-you-modal.tsx';

/** Roles passing the purchase check: company owners (the server enforces the same). */
const PURCHASE_ROLES = new Set([3, 7]);

export interface CheckoutScreenProps {
  /** The checkout type, or the variant of a direct order: names the draft. */
  checkoutId: string;
  type: ProductType;
  lines: CheckoutLine[];
  user: CurrentUser;
  companyPoints: number | undefined;
  personalisation?: Record<string, PersonalisationData>;
  /** Called once the order is placed; resolves when the company's points are read again. */
  onPlaced: (order: Order) => Promise<unknown>;
}

export function CheckoutScreen({
  checkoutId,
  type,
  lines,
  user,
  companyPoints,
  personalisation,
  onPlaced,
}: CheckoutScreenProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Checkout`);
  const online = useOnline();
  const { draft, setDraft, ready, clear } = useCheckoutDraft(user.uuid, checkoutId, prefillCustomer(user));
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [refusal, setRefusal] = useState<MessageDescriptor[]>([]);
  const [placed, setPlaced] = useState<{ order: Order; lines: CheckoutLine[] } | null>(null);
  const [pointsFresh, setPointsFresh] = useState(false);
  const place = usePlaceOrder();
  const config = useQuery(publicConfigQuery()).data;
  // The region's smallest order (the server's rule); the club card is free and has none.
  const minimum = type === 'card' ? 0 : (config?.regional_settings[String(user.region.id)]?.min_order_points ?? 0);
  const busy = useRef(false);
  const missingRegistrationNumber = !user.company.registration_number?.trim();

  if (!ready) return <Loader role="status" aria-label={t`Loading the checkout`} />;
  const shownLines = placed?.lines ?? lines;
  if (shownLines.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>
          <Trans>Checkout</Trans>
        </Title>
        <Text>
          <Trans>There is nothing to check out.</Trans>
        </Text>
        <Button component={Link} to="/cart" variant="light" h={48}>
          <Trans>Open the cart</Trans>
        </Button>
      </Stack>
    );
  }

  const onContinue = () => {
    const found = checkCustomer(draft.customer, type);
    setErrors(found);
    if (Object.keys(found).length === 0 && !missingRegistrationNumber) setDraft({ ...draft, step: 2 });
  };

  const onPlace = () => {
    // One request at a time; a repeat after a lost reply carries the same key (the server answers it once).
    if (busy.current) return;
    busy.current = true;
    setRefusal([]);
    const body = {
      order: lines.map((line) => ({ uuid: line.variantUuid, quantity: line.quantity })),
      type,
      customer: customerBody(draft.customer, type),
      ...(personalisation ? { data: personalisation } : {}),
    };
    place.mutate(
      { body, key: draft.idempotencyKey },
      {
        onSuccess: (order) => {
          clear();
          setPlaced({ order, lines });
          void onPlaced(order).finally(() => setPointsFresh(true));
        },
        onError: (error) => {
          const result = orderRefusal(error, (n) => i18n.number(n));
          setRefusal(result.messages);
          // A refusal is final for this request: the next try is a new request with a new key.
          if (!result.unanswered) {
            setDraft({
              ...draft,
              idempotencyKey: crypto.randomUUID(),
              step: Object.keys(result.fields).length ? 1 : 2,
            });
          }
          setErrors(result.fields);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>Checkout</Trans>
      </Title>
      <Text c="dimmed" aria-live="polite">
        {draft.step === 1 ? t`Step 1 of 2: your details` : t`Step 2 of 2: summary`}
      </Text>
      {draft.step === 1 ? (
        <CustomerStep
          type={type}
          form={draft.customer}
          errors={errors}
          missingRegistrationNumber={missingRegistrationNumber}
          onChange={(customer) => setDraft({ ...draft, customer })}
          onContinue={onContinue}
        />
      ) : (
        <SummaryStep
          type={type}
          lines={shownLines}
          customer={draft.customer}
          companyPoints={companyPoints}
          online={online}
          placing={place.isPending}
          refusal={refusal}
          canPurchase={PURCHASE_ROLES.has(user.role.id)}
          minimum={minimum}
          placed={placed ? { pointsNow: pointsFresh ? companyPoints : undefined } : null}
          onChange={() => setDraft({ ...draft, step: 1 })}
          onPlace={onPlace}
        />
      )}
      {placed && (
        <ThankYouModal
          number={placed.order.number}
          companyPoints={pointsFresh ? companyPoints : undefined}
          onClose={() => setPlaced(null)}
        />
      )}
    </Stack>
  );
}
