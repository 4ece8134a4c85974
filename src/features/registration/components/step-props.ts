import type { ReactNode } from 'react';
import type { Config, RegionalSettings } from '#contract/config.ts';
import type { RegistrationDraft } from '../registration-state.ts';

/** What the wizard hands each step. */
export interface StepProps {
  heading: (title: ReactNode) => ReactNode;
  draft: RegistrationDraft;
  config: Config;
  settings: RegionalSettings | undefined;
  edit: (patch: Partial<RegistrationDraft>) => void;
  next: () => void;
  back: () => void;
}
