import '@mantine/core/styles/ActionIcon.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ProductType } from '#contract/shop.ts';
import {
  type Cart,
  type CartEntry,
  lineName,
  linesOfType,
  removeFromCart,
  setQuantity,
  subtotal,
} from '../cart-model.ts';
import { updateCart } from '../cart-store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

const GROUP_ORDER: ProductType[] = ['voucher', 'product', 'personalised', 'card'];

function useGroupTitles(): Record<ProductType, string> {
  const { t } = useLingui();
  return {
    voucher: t`Vouchers`,
    product: t`Products`,
    personalised: t`Personalised materials`,
    card: t`Club card`,
  };
}

function CartLine({ line }: { line: CartEntry }) {
  const { t, i18n } = useLingui();
  const name = lineName(line);
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {line.product.images[0] && <Image src={line.product.images[0]} alt="" w={56} h={56} radius="sm" />}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          <Plural value={line.variant.price} one="# point each" other="# points each" />
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <QuantityStepper
            value={line.quantity}
            min={1}
            max={line.variant.stock}
            label={name}
            onChange={(quantity) => void updateCart((cart) => setQuantity(cart, line.variant.uuid, quantity))}
          />
          <Group gap="xs" wrap="nowrap">
            <Text fw={700}>{i18n.number(line.variant.price * line.quantity)}</Text>
            <ActionIcon
              size={44}
              variant="subtle"
              color="red"
              aria-label={t`Remove ${name}`}
              onClick={() => void updateCart((cart) => removeFromCart(cart, [line.variant.uuid]))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Group>
  );
}

function CartGroup({
  type,
  lines,
  title,
  onNavigate,
}: {
  type: ProductType;
  lines: CartEntry[];
  title: string;
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const total = subtotal(lines);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`cart-group-${type}`}>
      <Stack gap="md">
        <Title order={2} size="h4" id={`cart-group-${type}`}>
          {title}
        </Title>
        {lines.map((line) => (
          <CartLine key={line.variant.uuid} line={line} />
        ))}
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            <Trans>
              Subtotal: <Plural value={total} one="# point" other="# points" />
            </Trans>
          </Text>
          <Button
            h={48}
            onClick={onNavigate}
            renderRoot={(props) => <Link {...props} to="/checkout" search={{ type }} />}
          >
            {t`Check out ${title}`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The cart's lines grouped by vendor type, each group with its subtotal and its own checkout. */
export function CartGroups({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const titles = useGroupTitles();
  const groups = GROUP_ORDER.map((type) => ({ type, lines: linesOfType(cart, type) })).filter((g) => g.lines.length);
  return (
    <Stack gap="md">
      {groups.map(({ type, lines }) => (
        <CartGroup key={type} type={type} lines={lines} title={titles[type]} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
