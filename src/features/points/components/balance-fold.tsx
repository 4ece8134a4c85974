import './balance.css';
import { Trans } from '@lingui/react/macro';
import { Button, Stack, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A section of the balance that is long and read less often: its heading and a line with the gist stay, a button
 * (named with the heading for a screen reader) opens the rest. What is folded stays in the page, only hidden.
 */
export function BalanceFold({
  headingId,
  title,
  gist,
  children,
  foldable = true,
}: {
  headingId: string;
  title: ReactNode;
  /** What the folded part comes to, in a line or two. */
  gist?: ReactNode;
  children: ReactNode;
  /** False when nothing is folded (the button would open nothing). */
  foldable?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {gist}
      {foldable && (
        <>
          <Button
            variant="light"
            h={44}
            className="balance-fold-toggle"
            style={{ alignSelf: 'flex-start' }}
            rightSection={<IconChevronDown size={18} aria-hidden />}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-describedby={headingId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? <Trans>Show less</Trans> : <Trans>Show details</Trans>}
          </Button>
          <div id={bodyId} hidden={!open}>
            {children}
          </div>
        </>
      )}
    </Stack>
  );
}
