import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, startTransition, useEffect, useState } from 'react';

type Target = ReactElement<{ onClick?: () => void }>;

/**
 * A Mantine Menu whose machinery mounts once the first screen has painted (decision 0220); until then its target
 * renders alone, and a tap on it mounts and opens the menu at once. Mounting a menu registers its target with the
 * positioning library through a state update inside React's commit, which React renders synchronously: the header's
 * menus turned the first screen's commit into one long task on a slow phone.
 */
export function MenuAfterPaint({
  target,
  children,
  opened,
  onChange,
  ...props
}: Omit<MenuProps, 'children'> & { target: Target; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [ownOpened, setOwnOpened] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  const change = (next: boolean) => {
    setOwnOpened(next);
    onChange?.(next);
  };
  if (!mounted)
    return cloneElement(target, {
      onClick: () => {
        setMounted(true);
        change(true);
      },
    });
  return (
    <Menu {...props} opened={opened ?? ownOpened} onChange={change}>
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
