import { Button, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConsoleLink } from './console-link.tsx';

/**
 * The top of a console screen of the catalogue and content areas: a way back to the list it belongs to (editors),
 * the screen's heading and, beside it, its main action (a list's "New …" button), which wraps under it on a phone.
 */
export function ScreenHeader({
  title,
  back,
  action,
  titleClassName,
}: {
  title: ReactNode;
  back?: { to: string; label: ReactNode };
  action?: ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      {back && (
        <Group>
          <Button
            component={ConsoleLink}
            to={back.to}
            variant="subtle"
            h={44}
            leftSection={<IconArrowLeft size={20} aria-hidden />}
          >
            {back.label}
          </Button>
        </Group>
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={1} className={titleClassName}>
          {title}
        </Title>
        {action}
      </Group>
    </>
  );
}
