import { Trans } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

interface StepHeadingProps {
  children: ReactNode;
  step: number;
  total: number;
  /** Move focus here on arrival, so screen readers announce the new step. */
  focus: boolean;
}

export function StepHeading({ children, step, total, focus }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div>
      <Text c="dimmed" size="sm">
        <Trans>
          Step {step} of {total}
        </Trans>
      </Text>
      <Title order={1} ref={ref} tabIndex={-1} data-step-heading="">
        {children}
      </Title>
    </div>
  );
}
