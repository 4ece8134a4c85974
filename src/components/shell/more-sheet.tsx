import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import type { Locale } from '#src/lib/i18n/locales.ts';
import { LanguageSelect } from '../language-select.tsx';
import { Sheet } from '../sheet.tsx';
import { type DisplayMode, useDisplayMode } from './display-mode.ts';
import { isCurrent, MORE_NAV } from './nav-items.ts';

interface MoreSheetProps {
  opened: boolean;
  onClose: () => void;
  hasClubCard: boolean;
  onChooseLanguage: (locale: Locale) => void;
}

/** The phone's "More": the other destinations as large tiles, then the language and the display mode. */
export function MoreSheet({ opened, onClose, hasClubCard, onChooseLanguage }: MoreSheetProps) {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [mode, setMode] = useDisplayMode();
  return (
    <Sheet opened={opened} onClose={onClose} title={t`More`} className="more-sheet">
      <Stack gap="lg" pb="md">
        <nav aria-label={t`More`}>
          <SimpleGrid cols={2} spacing="xs" component="ul" className="more-sheet-list">
            {MORE_NAV.filter((item) => hasClubCard || !item.clubCard).map(({ to, label, icon: Icon }) => {
              const current = isCurrent(to, pathname);
              return (
                <li key={to}>
                  <Link
                    to={to as LinkProps['to']}
                    className="more-sheet-link"
                    aria-current={current ? 'page' : undefined}
                    data-current={current || undefined}
                    onClick={onClose}
                  >
                    <Icon size={24} aria-hidden />
                    <span>{i18n._(label)}</span>
                  </Link>
                </li>
              );
            })}
          </SimpleGrid>
        </nav>
        <LanguageSelect size="lg" onChoose={onChooseLanguage} />
        <NativeSelect
          label={t`Display`}
          size="lg"
          value={mode}
          onChange={(e) => setMode(e.currentTarget.value as DisplayMode)}
          data={[
            { value: 'auto', label: t`As the system` },
            { value: 'light', label: t`Light` },
            { value: 'dark', label: t`Dark` },
            { value: 'contrast', label: t`High contrast (sunlight)` },
          ]}
        />
      </Stack>
    </Sheet>
  );
}
