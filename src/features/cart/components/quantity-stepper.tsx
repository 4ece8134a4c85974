import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  /** Names the product, so each stepper's buttons say which line they change. */
  label: string;
  onChange: (value: number) => void;
}

/** Minus, the quantity, plus: 44 px targets a thumb can hit on a roof. */
export function QuantityStepper({ value, min, max, label, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <Group gap={8} wrap="nowrap" role="group" aria-label={t`Quantity of ${label}`}>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t`Fewer of ${label}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <IconMinus size={20} aria-hidden />
      </ActionIcon>
      <Text fw={700} miw={32} ta="center" aria-live="polite">
        {value}
      </Text>
      <ActionIcon
        size={44}
        variant="default"
        aria-label={t`More of ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <IconPlus size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
