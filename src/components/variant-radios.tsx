import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Variant } from '#contract/shop.ts';

export interface VariantRadiosProps {
  /** What is picked: "Variant" (a size) on a product's page, "Pack" on a printed piece's form. */
  label: string;
  variants: Variant[];
  value: string;
  onChange: (variantUuid: string) => void;
  /** What follows each variant's name: its stock, or its price. */
  detail: (variant: Variant) => ReactNode;
}

/** A product's variants to pick one from, as 44 px rows; those out of stock show but cannot be picked. */
export function VariantRadios({ label, variants, value, onChange, detail }: VariantRadiosProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {variants.map((option) => (
          <Radio
            key={option.uuid}
            value={option.uuid}
            disabled={option.stock <= 0}
            size="md"
            label={
              // One inline run: the label is a flex box, which would drop the space before the detail.
              <span>
                {option.title || option.sku}
                {detail(option)}
              </span>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
