import '@mantine/core/styles/Tabs.css';
import './language-tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { languageName } from './language-name.ts';

/**
 * One tab per language of a text staff write in several (articles, resources, products): a written language is bold
 * with a check, one with an error is red, and screen readers hear the language's name and whether it is written.
 * The panel shows the chosen language's fields (children), marked with its lang.
 */
export function LanguageTabs({
  languages,
  value,
  onChange,
  written,
  invalid = () => false,
  children,
}: {
  languages: readonly string[];
  value: string;
  onChange: (code: string) => void;
  written: (code: string) => boolean;
  invalid?: (code: string) => boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = (code: string) => languageName(code, i18n.locale);
  return (
    <Tabs value={value} onChange={(code) => code && onChange(code)} keepMounted={false}>
      <Tabs.List className="language-tabs" aria-label={t`Languages`}>
        {languages.map((code) => {
          const has = written(code);
          return (
            <Tabs.Tab
              key={code}
              value={code}
              className="language-tab"
              data-filled={has || undefined}
              color={invalid(code) ? 'red' : undefined}
              rightSection={has ? <IconCircleCheckFilled size={16} aria-hidden /> : undefined}
            >
              <span lang={code}>{code.toUpperCase()}</span>
              <span className="visually-hidden">
                {' '}
                {name(code)}
                {has ? `, ${t`written`}` : `, ${t`empty`}`}
              </span>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={value} pt="md">
        <Stack gap="md" lang={value}>
          <Text fw={700}>{name(value)}</Text>
          {children}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
