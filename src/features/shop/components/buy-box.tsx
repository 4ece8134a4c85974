import './buy-bar.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { Product, Variant } from '#contract/shop.ts';
import { QuantityStepper } from '#src/components/quantity-stepper.tsx';
import { VariantRadios } from '#src/components/variant-radios.tsx';
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

/**
 * Variant picker, quantity, add to cart and a direct order. Its parts join the product column's own stack (a
 * fragment), so on a phone the buttons' bar can stay under the thumb while any of the column is on screen (buy-bar.css).
 */
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
    <>
      {product.variants.length > 1 && (
        <VariantRadios
          label={t`Variant`}
          variants={product.variants}
          value={variantUuid}
          onChange={(value) => {
            setVariantUuid(value);
            setWanted(1);
            setAdded(false);
          }}
          detail={(option) => (
            <>
              {' '}
              <Text span size="sm" c="dimmed">
                (<StockLabel stock={option.stock} />)
              </Text>
            </>
          )}
        />
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
      <div className="buy-bar">
        {added && (
          <Text size="sm" fw={700} role="status" className="buy-bar-status">
            <IconCheck size={18} aria-hidden />
            <Trans>Added to your cart.</Trans>
          </Text>
        )}
        <Button
          disabled={quantity === 0}
          onClick={() => {
            onAdd(product, variant, quantity);
            setWanted(1);
            setAdded(true);
          }}
        >
          <Trans>Add to cart</Trans>
        </Button>
        <Button variant="default" disabled={quantity === 0} onClick={() => onOrderNow(variant, quantity)}>
          <Trans>Order now</Trans>
        </Button>
      </div>
    </>
  );
}
