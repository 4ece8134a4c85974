import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALES, type Locale } from '#src/lib/i18n/locales.ts';
import { MenuOnDemand } from './menu-on-demand.tsx';

/** The header's language switcher: the code on a 44 px button, every language named in itself. */
export function LanguageMenu({ onChoose }: { onChoose: (locale: Locale) => void }) {
  const { t, i18n } = useLingui();
  const current = LOCALES[i18n.locale as Locale] ?? i18n.locale;
  return (
    <MenuOnDemand
      position="bottom-end"
      width={220}
      target={
        <UnstyledButton className="top-bar-button" aria-label={t`Language: ${current}`}>
          <IconLanguage size={22} aria-hidden />
          <span className="top-bar-button-text">{i18n.locale.toUpperCase()}</span>
        </UnstyledButton>
      }
    >
      {(Menu) => (
        <Menu.Dropdown className="language-menu">
          {(Object.entries(LOCALES) as [Locale, string][]).map(([code, name]) => (
            <Menu.Item
              key={code}
              lang={code}
              onClick={() => onChoose(code)}
              aria-current={code === i18n.locale ? 'true' : undefined}
              rightSection={code === i18n.locale ? <IconCheck size={18} aria-hidden /> : null}
            >
              {name}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  );
}
