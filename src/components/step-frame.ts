import type { ReactNode } from 'react';

/** What the wizard gives every step: its heading (numbered, focused on arrival). */
export interface StepFrame {
  heading: (title: ReactNode) => ReactNode;
}
