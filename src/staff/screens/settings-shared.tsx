import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  IconAward,
  IconCamera,
  IconCertificate,
  IconCircleCheck,
  IconClipboardList,
  IconGift,
  IconHome,
  IconQrcode,
  IconScan,
  IconSchool,
  IconShare,
  IconStar,
  IconTrophy,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  type BEHAVIOUR_ICONS,
  type RegionSettingsView,
  SETTING_LANGUAGES,
  type SettingLanguage,
  type SettingTexts,
} from '#contract/staff-settings.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { LOCALES } from '#src/lib/i18n/locales.ts';
import { staffText } from '../staff-errors.ts';

export const settingsKeys = {
  regions: () => ['staff', 'settings', 'regions'] as const,
  region: (id: number) => ['staff', 'settings', 'region', id] as const,
};

export type SettingsView = RegionSettingsView;

/** A field's refusal from the server, translated; undefined when the field has none. */
export function useFieldError(error: unknown): (field: string) => string | undefined {
  const { i18n } = useLingui();
  return (field) => {
    const list = isApiError(error) && error.status === 400 ? error.fieldErrors[field] : undefined;
    return list && list.length > 0 ? list.map((text) => i18n._(staffText(text))).join(' ') : undefined;
  };
}

/** Said after a save went through (a live region, so a screen reader hears it too). */
export function SavedNotice({ shown }: { shown: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          <Trans>Saved. Installers see the change the next time their app asks.</Trans>
        </Alert>
      )}
    </div>
  );
}

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The icons a behaviour may have, drawn as the installer's app draws them, with a name staff read. */
export const BEHAVIOUR_ICON_LOOKS: Record<(typeof BEHAVIOUR_ICONS)[number], { icon: Icon; label: MessageDescriptor }> =
  {
    gift: { icon: IconGift, label: msg`Gift` },
    clipboard: { icon: IconClipboardList, label: msg`Clipboard` },
    user: { icon: IconUserCircle, label: msg`Person` },
    home: { icon: IconHome, label: msg`House` },
    scan: { icon: IconScan, label: msg`Scan` },
    qrcode: { icon: IconQrcode, label: msg`QR code` },
    'user-plus': { icon: IconUserPlus, label: msg`Person joining` },
    school: { icon: IconSchool, label: msg`Training` },
    trophy: { icon: IconTrophy, label: msg`Trophy` },
    award: { icon: IconAward, label: msg`Award` },
    certificate: { icon: IconCertificate, label: msg`Certificate` },
    camera: { icon: IconCamera, label: msg`Camera` },
    share: { icon: IconShare, label: msg`Share` },
    star: { icon: IconStar, label: msg`Star` },
  };

export function behaviourIconOf(name: string): Icon {
  return BEHAVIOUR_ICON_LOOKS[name as keyof typeof BEHAVIOUR_ICON_LOOKS]?.icon ?? IconStar;
}

/** A text being edited: every language as a string ('' where not written). */
export type TextDraft = Record<SettingLanguage, string>;

export function draftOf(texts: SettingTexts | undefined): TextDraft {
  return Object.fromEntries(SETTING_LANGUAGES.map((l) => [l, texts?.[l] ?? ''])) as TextDraft;
}

/** What is sent: English always, the other languages only where written (absent reads as English). */
export function textsToSend(draft: TextDraft): { en: string } & Partial<Record<SettingLanguage, string>> {
  const out: { en: string } & Partial<Record<SettingLanguage, string>> = { en: draft.en.trim() };
  for (const l of SETTING_LANGUAGES) if (l !== 'en' && draft[l].trim() !== '') out[l] = draft[l].trim();
  return out;
}

export interface TextField {
  /** The body's field ('name', 'description'…): its errors are `<key>.<language>`. */
  key: string;
  label: string;
  draft: TextDraft;
  onChange: (draft: TextDraft) => void;
  multiline?: boolean;
  /** English must be written (a name); otherwise it may be empty. */
  required?: boolean;
  maxLength: number;
}

/** Whether a language has every text that English has. */
function written(fields: TextField[], language: SettingLanguage): 'all' | 'some' | 'none' {
  const wanted = fields.filter((f) => f.draft.en.trim() !== '');
  const done = wanted.filter((f) => f.draft[language].trim() !== '').length;
  if (wanted.length === 0 || done === 0) return 'none';
  return done === wanted.length ? 'all' : 'some';
}

/**
 * Texts in the club's 15 languages: a language picker that says which languages are written, and the fields in the
 * chosen language. English is required and is what installers read in a language left empty.
 */
export function LanguageTexts({
  language,
  onLanguage,
  fields,
  fieldError,
}: {
  language: SettingLanguage;
  onLanguage: (language: SettingLanguage) => void;
  fields: TextField[];
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useLingui();
  const state = (l: SettingLanguage) => {
    if (l === 'en') return t`required`;
    const w = written(fields, l);
    return w === 'all' ? t`written` : w === 'some' ? t`partly written` : t`shows English`;
  };
  const writtenLanguages = SETTING_LANGUAGES.filter((l) => l === 'en' || written(fields, l) !== 'none');
  const count = writtenLanguages.length;
  const total = SETTING_LANGUAGES.length;
  const failed = SETTING_LANGUAGES.filter((l) => fields.some((f) => fieldError(`${f.key}.${l}`)));
  const failedNames = failed.map((l) => LOCALES[l]).join(', ');
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t`Language of the texts`}
        description={t`Written in ${count} of ${total} languages. Installers read English in a language left empty.`}
        value={language}
        onChange={(event) => onLanguage(event.currentTarget.value as SettingLanguage)}
        error={failed.length > 0 && !failed.includes(language) ? t`Check the texts in: ${failedNames}` : undefined}
      >
        {SETTING_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {`${LOCALES[l]} · ${state(l)}`}
          </option>
        ))}
      </NativeSelect>
      <Group gap={6} aria-hidden>
        {writtenLanguages.map((l) => (
          <Text key={l} size="xs" fw={700} px={6} py={2} className="settings-language-chip">
            {l.toUpperCase()}
          </Text>
        ))}
      </Group>
      {fields.map((f) => {
        const Field = f.multiline ? Textarea : TextInput;
        const english = language === 'en';
        return (
          <Field
            key={`${f.key}-${language}`}
            lang={language}
            label={`${f.label} (${LOCALES[language]})`}
            required={english && f.required}
            description={english ? undefined : t`Empty: installers read the English text.`}
            placeholder={english ? undefined : f.draft.en}
            maxLength={f.maxLength}
            {...(f.multiline ? { autosize: true, minRows: 2 } : {})}
            value={f.draft[language]}
            error={fieldError(`${f.key}.${language}`)}
            onChange={(event) => f.onChange({ ...f.draft, [language]: event.currentTarget.value })}
          />
        );
      })}
    </Stack>
  );
}

/** Mantine's NumberInput value as a number for the request; '' stays null (an empty field). */
export function numberOrNull(value: string | number): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
