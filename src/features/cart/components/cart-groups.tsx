import '@mantine/core/styles/ActionIcon.css';
import './cart-checkout-bar.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ProductType } from '#contract/shop.ts';
import { ProductPicture } from '#src/components/product-picture.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';
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
      <Box w={56} style={{ flexShrink: 0, overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}>
        <ProductPicture
          source={line.product.images[0] ? { src: line.product.images[0], picture: line.product.picture } : null}
          sizes="56px"
        />
      </Box>
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

/** The region's smallest order in points (the server refuses less); the club card, free, has none. */
function useMinimumOrder(): number {
  const user = useQuery(currentUserQuery()).data;
  const config = useQuery(publicConfigQuery()).data;
  return (user && config?.regional_settings[String(user.region.id)]?.min_order_points) || 0;
}

function CartGroup({
  type,
  lines,
  title,
  minimum,
  stickyCheckout,
  onNavigate,
}: {
  type: ProductType;
  lines: CartEntry[];
  title: string;
  minimum: number;
  stickyCheckout: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useLingui();
  const total = subtotal(lines);
  const missing = type === 'card' ? 0 : Math.max(0, minimum - total);
  const min = i18n.number(minimum);
  const hintId = `cart-minimum-${type}`;
  return (
    // A card clips what overflows it, which would make it the sticky checkout's scroller: this one has nothing to clip.
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={`cart-group-${type}`}
      style={{ overflow: 'visible' }}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={`cart-group-${type}`}>
          {title}
        </Title>
        {lines.map((line) => (
          <CartLine key={line.variant.uuid} line={line} />
        ))}
        <div className="cart-checkout-bar" data-sticky={stickyCheckout || undefined}>
          <Text fw={700}>
            <Trans>
              Subtotal: <Plural value={total} one="# point" other="# points" />
            </Trans>
          </Text>
          {missing > 0 ? (
            // Under the region's smallest order: said here, before the checkout, not as the order's refusal.
            <Button disabled aria-describedby={hintId}>
              {t`Check out ${title}`}
            </Button>
          ) : (
            <Button onClick={onNavigate} renderRoot={(props) => <Link {...props} to="/checkout" search={{ type }} />}>
              {t`Check out ${title}`}
            </Button>
          )}
          {missing > 0 && (
            <Text size="sm" id={hintId} className="cart-checkout-hint">
              <Plural
                value={missing}
                one={`Orders start at ${min} points: add # more point to check out.`}
                other={`Orders start at ${min} points: add # more points to check out.`}
              />
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The cart's lines grouped by vendor type, each group with its subtotal and its own checkout. On the cart page
 * (`stickyCheckout`) a group's checkout stays at the bottom of a phone's screen while the group is on it.
 */
export function CartGroups({
  cart,
  stickyCheckout = false,
  onNavigate,
}: {
  cart: Cart;
  stickyCheckout?: boolean;
  onNavigate?: () => void;
}) {
  const titles = useGroupTitles();
  const minimum = useMinimumOrder();
  const groups = GROUP_ORDER.map((type) => ({ type, lines: linesOfType(cart, type) })).filter((g) => g.lines.length);
  return (
    <Stack gap="md">
      {groups.map(({ type, lines }) => (
        <CartGroup
          key={type}
          type={type}
          lines={lines}
          title={titles[type]}
          minimum={minimum}
          stickyCheckout={stickyCheckout}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
