import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { activateLocale } from '../lib/i18n/activate-locale.ts';
import { isLocale, LOCALES, type Locale } from '../lib/i18n/locales.ts';

interface LanguageSelectProps {
  size?: 'sm' | 'md' | 'lg';
  /** What choosing does; by default switch and remember on this device (the signed-in shell also saves it). */
  onChoose?: (locale: Locale) => void;
}

/** Each language is shown in itself, so anyone finds theirs whatever language is showing now. */
export function LanguageSelect({ size = 'md', onChoose }: LanguageSelectProps) {
  const { i18n, t } = useLingui();
  return (
    <NativeSelect
      label={t`Language`}
      size={size}
      value={i18n.locale}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        if (onChoose) onChoose(locale);
        else void activateLocale(locale, { remember: true });
      }}
    >
      {Object.entries(LOCALES).map(([code, name]) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}
