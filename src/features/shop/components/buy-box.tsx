import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Product, Variant } from '#contract/shop.ts';
import { QuantityStepper } from '#src/components/quantity-stepper.tsx';
import { StockLabel } from './stock-label.tsx';

export interface BuyBoxProps {
  product: Product;
  /** How many of a variant the cart already holds. */
  inCart: (variantUuid: string) => number;
  onAdd: (product: Product, variant: Variant, quantity: number) => void;
  onOrderNow: (variant: Variant, quantity: number) => void;
}

/** The spec's quantity limits: at least 1 (0 with no stock), at most the stock less what the cart holds. */
export function quantityLimits(stock: number, inCart: number): { min: number; max: number } {
  const max = Math.max(stock - inCart, 0);
  return { min: max === 0 ? 0 : 1, max };
}

/** Variant picker, quantity, add to cart and a direct order. */
export function BuyBox({ product, inCart, onAdd, onOrderNow }: BuyBoxProps) {
  const { t } = useLingui();
  const firstInStock = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
  const [variantUuid, setVariantUuid] = useState(firstInStock?.uuid ?? '');
  const [wanted, setWanted] = useState(1);
  const [added, setAdded] = useState(false);
  const variant = product.variants.find((v) => v.uuid === variantUuid);
  if (!variant) return null;
  const held = inCart(variant.uuid);
  const { min, max } = quantityLimits(variant.stock, held);
  const quantity = Math.min(Math.max(wanted, min), max);

  return (
    <Stack gap="md">
      {product.variants.length > 1 && (
        <Radio.Group
          label={t`Variant`}
          value={variantUuid}
          onChange={(value) => {
            setVariantUuid(value);
            setWanted(1);
            setAdded(false);
          }}
        >
          <Stack gap="xs" mt="xs">
            {product.variants.map((option) => (
              <Radio
                key={option.uuid}
                value={option.uuid}
                disabled={option.stock <= 0}
                size="md"
                label={
                  <>
                    {option.title || option.sku}{' '}
                    <Text span size="sm" c="dimmed">
                      (<StockLabel stock={option.stock} />)
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Text size="sm">
        <StockLabel stock={variant.stock} />
        {held > 0 && (
          <>
            {' · '}
            <Trans>{held} already in your cart</Trans>
          </>
        )}
      </Text>
      <QuantityStepper
        value={quantity}
        min={min}
        max={max}
        onChange={setWanted}
        label={t`Quantity`}
        testId="quantity"
      />
      {max === 0 && variant.stock > 0 && (
        <Text size="sm" role="status">
          <Trans>Everything in stock is already in your cart.</Trans>
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          h={48}
          disabled={quantity === 0}
          onClick={() => {
            onAdd(product, variant, quantity);
            setWanted(1);
            setAdded(true);
          }}
        >
          <Trans>Add to cart</Trans>
        </Button>
        <Button h={48} variant="default" disabled={quantity === 0} onClick={() => onOrderNow(variant, quantity)}>
          <Trans>Order now</Trans>
        </Button>
      </Group>
      {added && (
        <Alert color="green" variant="light" role="status">
          <Trans>Added to your cart.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
