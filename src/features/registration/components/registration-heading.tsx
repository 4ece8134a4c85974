import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import type { RegistrationStage } from '../registration-state.ts';
import './registration-heading.css';

interface Props {
  children: ReactNode;
  /** The stage this screen belongs to and how many the person walks through; none on the closing screen. */
  stage: { index: number; total: number; name: RegistrationStage; stages: RegistrationStage[] } | null;
  /** Move focus here on arrival, so screen readers announce the new screen. */
  focus: boolean;
}

/**
 * The wizard's heading with its progress: the stages (about you, your company, survey, check) are known from the
 * first screen, so "Step 2 of 4" never changes its total when the country or company type adds a screen.
 */
export function RegistrationHeading({ children, stage, focus }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const names: Record<RegistrationStage, string> = {
    you: t`About you`,
    company: t`Your company`,
    survey: t`Survey`,
    check: t`Check and register`,
  };
  const step = (stage?.index ?? 0) + 1;
  const total = stage?.total ?? 0;
  return (
    <div>
      {stage && (
        <>
          <Text c="dimmed" size="sm">
            <Trans>
              Step {step} of {total}
            </Trans>
            {` · ${names[stage.name]}`}
          </Text>
          <div className="registration-progress" aria-hidden>
            {stage.stages.map((name, i) => (
              <span
                key={name}
                data-done={i < stage.index ? '' : undefined}
                data-now={i === stage.index ? '' : undefined}
              />
            ))}
          </div>
        </>
      )}
      <Title order={1} ref={ref} tabIndex={-1} data-step-heading="">
        {children}
      </Title>
    </div>
  );
}
