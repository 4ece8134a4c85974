import type { MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { loadOnce } from '#src/lib/load-once.ts';

type MenuLibrary = typeof import('./menu-library.ts');
/** Mantine's Menu, as the library loads it: the dropdown is built with its parts (Menu.Dropdown, Menu.Item, ...). */
export type LoadedMenu = MenuLibrary['Menu'];

interface TargetProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/** Loads the menu library once; a failed load (offline, the chunk not cached) is tried again on the next press. */
export const loadMenuLibrary: () => Promise<MenuLibrary> = loadOnce(() => import('./menu-library.ts'));

type MenuOnDemandProps = Omit<MenuProps, 'children' | 'opened' | 'onChange'> & {
  /** The button that opens the menu; until the menu is first wanted it renders alone, a plain button. */
  target: ReactElement<TargetProps>;
  /** The dropdown, built with the Menu the library loaded. */
  children: (Menu: LoadedMenu) => ReactNode;
  opened?: boolean;
  onChange?: (opened: boolean) => void;
};

/**
 * A Mantine Menu whose code loads when it is first wanted (decision 0302; before, 0220 mounted it after the first
 * paint). Until then the target renders alone with the menu button's roles (aria-haspopup, aria-expanded); pointing
 * at it or focusing it fetches the library, a press loads it if need be and opens the menu. The menu mounts closed,
 * the target takes the focus and the menu opens, so Mantine returns the focus to the target on Escape; the focus
 * goes to the first item (the theme turns Mantine's focus placeholder off), as before.
 */
export function MenuOnDemand({ target, children, opened, onChange, ...props }: MenuOnDemandProps) {
  const [loaded, setLoaded] = useState<MenuLibrary | null>(null);
  const [ownOpened, setOwnOpened] = useState(false);
  const openWhenLoaded = useRef(false);
  const targetRef = useRef<HTMLElement>(null);
  const change = (next: boolean) => {
    setOwnOpened(next);
    onChange?.(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the library has just loaded
  useEffect(() => {
    if (!loaded || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    targetRef.current?.focus({ preventScroll: true });
    change(true);
  }, [loaded]);

  if (!loaded) {
    const prefetch = () => void loadMenuLibrary().catch(() => undefined);
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        openWhenLoaded.current = true;
        loadMenuLibrary().then(setLoaded, () => {
          openWhenLoaded.current = false;
        });
      },
    });
  }
  const { Menu } = loaded;
  return (
    <Menu {...props} opened={opened ?? ownOpened} onChange={change}>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}
