import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import {
  IconCheck,
  IconContrast,
  IconCreditCard,
  IconDeviceDesktop,
  IconLogout,
  IconMessageCircle,
  IconMoon,
  IconPackage,
  IconSun,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type DisplayMode, useDisplayMode } from './display-mode.ts';
import { MenuOnDemand } from './menu-on-demand.tsx';

interface UserMenuProps {
  firstName: string;
  userName: string;
  hasClubCard: boolean;
  onLogout: () => void;
}

/**
 * Profile, orders, support, the club card, the display mode and log out. Groups carry the names (role=group),
 * so the menu owns only menu items and groups (axe aria-required-children); the visible labels are decoration.
 */
export function UserMenu({ firstName, userName, hasClubCard, onLogout }: UserMenuProps) {
  const { t } = useLingui();
  const [mode, setMode] = useDisplayMode();
  const modes: [DisplayMode, string, typeof IconSun][] = [
    ['auto', t`As the system`, IconDeviceDesktop],
    ['light', t`Light`, IconSun],
    ['dark', t`Dark`, IconMoon],
    ['contrast', t`High contrast (sunlight)`, IconContrast],
  ];
  return (
    <MenuOnDemand
      position="bottom-end"
      target={
        <UnstyledButton className="top-bar-button" aria-label={t`User menu: ${userName}`}>
          <IconUserCircle size={26} aria-hidden />
          <span className="top-bar-button-text top-bar-name">{firstName}</span>
        </UnstyledButton>
      }
    >
      {(Menu) => {
        const link = (to: string, label: string, Icon: typeof IconUser) => (
          <Menu.Item
            renderRoot={(props) => <Link {...props} to={to as '/'} />}
            leftSection={<Icon size={20} aria-hidden />}
          >
            {label}
          </Menu.Item>
        );
        return (
          <Menu.Dropdown aria-label={userName}>
            {/* biome-ignore lint/a11y/useSemanticElements: a menu owns groups (role=group), never a fieldset */}
            <div role="group" aria-label={userName}>
              <Menu.Label aria-hidden>{userName}</Menu.Label>
              {link('/user', t`Profile`, IconUser)}
              {link('/orders', t`Orders`, IconPackage)}
              {link('/support/chat', t`Support`, IconMessageCircle)}
              {hasClubCard && link('/club-card', t`Club card`, IconCreditCard)}
            </div>
            <Menu.Divider />
            {/* biome-ignore lint/a11y/useSemanticElements: a menu owns groups (role=group), never a fieldset */}
            <div role="group" aria-label={t`Display`}>
              <Menu.Label aria-hidden>{t`Display`}</Menu.Label>
              {modes.map(([value, label, Icon]) => (
                <Menu.Item
                  key={value}
                  // Mantine sets role=menuitem on the root; a choice of one is a menuitemradio with its state.
                  renderRoot={(props) => (
                    <button type="button" {...props} role="menuitemradio" aria-checked={mode === value} />
                  )}
                  closeMenuOnClick={false}
                  onClick={() => setMode(value)}
                  leftSection={<Icon size={20} aria-hidden />}
                  rightSection={mode === value ? <IconCheck size={18} aria-hidden /> : null}
                >
                  {label}
                </Menu.Item>
              ))}
            </div>
            <Menu.Divider />
            <Menu.Item onClick={onLogout} leftSection={<IconLogout size={20} aria-hidden />}>
              {t`Log out`}
            </Menu.Item>
          </Menu.Dropdown>
        );
      }}
    </MenuOnDemand>
  );
}
