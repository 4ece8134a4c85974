import '@mantine/core/styles/Drawer.css';
import { useLingui } from '@lingui/react/macro';
import { Drawer, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A sheet (Mantine's Drawer) whose head is a plain block: Mantine draws it as a `<header>`, which a screen reader
 * lists as a second banner beside the app's own header (axe: landmark-no-duplicate-banner).
 */
export function Sheet({
  opened,
  onClose,
  title,
  position = 'bottom',
  size = 'auto',
  className,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  position?: DrawerProps['position'];
  size?: DrawerProps['size'];
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position={position} size={size}>
      <Drawer.Overlay />
      <Drawer.Content className={className}>
        <Drawer.Header {...({ component: 'div' } as object)}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t`Close`} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
