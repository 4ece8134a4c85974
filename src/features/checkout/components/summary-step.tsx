import '@mantine/core/styles/Image.css';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import type { ProductType } from '#contract/shop.ts';
import { type CheckoutLine, checkoutTotal } from '../checkout-line.ts';
import { type CustomerForm, isShipped } from '../customer-rules.ts';

interface SummaryStepProps {
  type: ProductType;
  lines: CheckoutLine[];
  customer: CustomerForm;
  companyPoints: number | undefined;
  online: boolean;
  placing: boolean;
  refusal: MessageDescriptor[];
  canPurchase: boolean;
  /** The region's smallest order in points (0 when none applies, as for the club card). */
  minimum: number;
  /** Placed: the thank-you dialog is over this summary, and the company's points are already spent. */
  placed: { pointsNow: number | undefined } | null;
  onChange: () => void;
  onPlace: () => void;
}

function Address({ customer, type }: { customer: CustomerForm; type: ProductType }) {
  const name = `${customer.name} ${customer.surname}`;
  return (
    <Stack gap={2}>
      {isShipped(type) && customer.delivery === 'company' && <Text fw={600}>{customer.company_name}</Text>}
      <Text>{name}</Text>
      {customer.email && <Text>{customer.email}</Text>}
      {isShipped(type) && (
        <>
          <Text>{`${customer.phone_prefix} ${customer.phone_number}`}</Text>
          <Text>{`${customer.street} ${customer.house_number}`}</Text>
          <Text>{`${customer.postal_code} ${customer.city}, ${customer.country}`}</Text>
        </>
      )}
    </Stack>
  );
}

/** Step 2: what is ordered, where it goes, what it costs; then the order is placed. */
export function SummaryStep(props: SummaryStepProps) {
  const { type, lines, customer, companyPoints, online, placing, refusal, canPurchase, minimum, placed } = props;
  const { onChange, onPlace } = props;
  const { t, i18n } = useLingui();
  const total = checkoutTotal(lines);
  // Once placed, the company's points already went: "after this order" would count the order twice (issue 27).
  const after = placed || companyPoints === undefined ? undefined : companyPoints - total;
  const have = i18n.number(companyPoints ?? 0);
  const left = i18n.number(after ?? 0);
  const points = placed?.pointsNow === undefined ? undefined : i18n.number(placed.pointsNow);
  // The region's smallest order is said here, before "Place order", not as its refusal.
  const missing = Math.max(0, minimum - total);
  const min = i18n.number(minimum);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Summary</Trans>
      </Title>
      <Card withBorder padding="md">
        <Stack gap="sm">
          {lines.map((line) => (
            <Group key={line.variantUuid} wrap="nowrap" gap="sm" align="flex-start">
              {line.image && <Image src={line.image} alt="" w={48} h={48} radius="sm" />}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {`${line.quantity} × ${i18n.number(Math.max(line.price, 0))}`}
                </Text>
              </Stack>
              <Text fw={700}>{i18n.number(Math.max(line.price, 0) * line.quantity)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>
              <Trans>Total</Trans>
            </Text>
            <Text fw={700} data-testid="checkout-total">
              <Plural value={total} one="# point" other="# points" />
            </Text>
          </Group>
          {after !== undefined && (
            <Text size="sm" c="dimmed">
              <Trans>
                Your company has {have} points; {left} after this order.
              </Trans>
            </Text>
          )}
          {points !== undefined && (
            <Text size="sm" c="dimmed">
              <Trans>Your company now has {points} points.</Trans>
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap="xs" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Title order={3} size="h5">
              {isShipped(type) ? t`Delivery` : t`Ordered by`}
            </Title>
            <Address customer={customer} type={type} />
          </Stack>
          <Button variant="default" h={44} onClick={onChange} style={{ flexShrink: 0 }}>
            <Trans>Change</Trans>
          </Button>
        </Group>
      </Card>
      {!online && (
        <Alert color="yellow" variant="light" role="status">
          <Trans>Placing an order needs a connection. Your cart and details are kept on this device.</Trans>
        </Alert>
      )}
      {refusal.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t`The order was not placed`}>
          {refusal.length === 1 ? (
            i18n._(refusal[0]!)
          ) : (
            <List size="sm">
              {refusal.map((m) => (
                <List.Item key={m.id}>{i18n._(m)}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {missing > 0 && !placed && (
        <Alert color="yellow" variant="light" id="checkout-minimum">
          <Plural
            value={missing}
            one={`Orders start at ${min} points: add # more point to place this one.`}
            other={`Orders start at ${min} points: add # more points to place this one.`}
          />
        </Alert>
      )}
      {canPurchase ? (
        <Button
          h={48}
          size="md"
          onClick={onPlace}
          loading={placing}
          disabled={!online || placing || missing > 0 || placed !== null}
          aria-describedby={missing > 0 ? 'checkout-minimum' : undefined}
        >
          <Trans>Place order</Trans>
        </Button>
      ) : (
        <Alert color="gray" variant="light" role="status">
          <Trans>Only the company owner can place orders. Ask them to order what is in your cart.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
