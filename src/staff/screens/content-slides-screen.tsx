import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Image, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONTENT_LANGUAGES,
  type HeroSlide,
  type HeroSlideInput,
  staffHeroSlideCreate,
  staffHeroSlideDelete,
  staffHeroSlides,
  staffHeroSlideUpdate,
} from '#contract/staff-content.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { languageName } from '../frame/language-name.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { contentKeys } from './content-api.ts';
import { PictureField } from './content-pictures.tsx';
import { RegionItemDialog, RegionItemFooter } from './content-region-dialog.tsx';
import { RegionSelect, useRegionParam } from './content-region-select.tsx';

const LINK = /^(|\/(?!\/)\S*|https:\/\/[^\s/]+\.\S+)$/;

type SlideFields = Omit<HeroSlideInput, 'position' | 'active'>;

function SlideDialog({ region, slide, onClose }: { region: number; slide: HeroSlide | 'new'; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const start = slide === 'new' ? null : slide;
  const [image, setImage] = useState<string | null>(start?.image ?? null);
  const [link, setLink] = useState(start?.link ?? '');
  const [titles, setTitles] = useState<Record<string, string>>(start?.titles ?? {});
  const [showContent, setShowContent] = useState(start?.show_content ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (): SlideFields | null => {
    const found: Record<string, string> = {};
    if (!image) found.image = t`Upload the picture first.`;
    if (!LINK.test(link.trim())) found.link = t`The link is an address in the app (/shop) or on the web (https://…).`;
    const others = Object.entries(titles).some(([code, text]) => code !== 'en' && text.trim() !== '');
    if (others && !(titles.en ?? '').trim())
      found.en = t`Give the English title: the other languages are kept under it.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !image) return null;
    const clean = Object.fromEntries(
      Object.entries(titles).map(([code, text]) => [code, text.trim()]),
    ) as HeroSlideInput['titles'];
    return { image, link: link.trim(), titles: clean, show_content: showContent };
  };
  const titleInput = (code: string) => (
    <TextInput
      key={code}
      lang={code}
      label={t`Title in ${languageName(code, i18n.locale)}`}
      size="md"
      maxLength={120}
      value={titles[code] ?? ''}
      error={code === 'en' ? errors.en : undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTitles((all) => ({ ...all, [code]: text }));
      }}
    />
  );
  return (
    <RegionItemDialog<SlideFields>
      title={start ? t`Edit the slide` : t`New slide`}
      start={start}
      listKey={contentKeys.slides(region)}
      check={check}
      send={(body, uuid) =>
        uuid
          ? callStaff(staffHeroSlideUpdate, { params: { uuid }, body })
          : callStaff(staffHeroSlideCreate, { params: { region }, body })
      }
      onClose={onClose}
      after={
        <Switch
          size="md"
          className="content-switch"
          label={t`Show the title on the picture`}
          checked={showContent}
          onChange={(event) => setShowContent(event.currentTarget.checked)}
        />
      }
    >
      <PictureField
        label={t`Picture`}
        value={image ? { thumbnail: image, l: image } : null}
        onChange={(picture) => setImage(picture?.l ?? null)}
      />
      {errors.image && (
        <Text c="red" size="sm" role="alert">
          {errors.image}
        </Text>
      )}
      <TextInput
        label={t`Link`}
        description={t`Where a tap leads: an address in the app (/shop) or on the web (https://…). Empty: nowhere.`}
        size="md"
        value={link}
        error={errors.link}
        onChange={(event) => setLink(event.currentTarget.value)}
      />
      {titleInput('en')}
      <Accordion variant="contained">
        <Accordion.Item value="languages">
          <Accordion.Control>{t`Titles in other languages`}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">{CONTENT_LANGUAGES.filter((code) => code !== 'en').map(titleInput)}</Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </RegionItemDialog>
  );
}

/** A region's home slider (content staff): pictures, links, titles per language, active, shown title. */
export function ContentSlidesScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Hero slides`);
  const queryClient = useQueryClient();
  const [region, setRegion] = useRegionParam('/hero-slides');
  const [editing, setEditing] = useState<HeroSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HeroSlide | null>(null);
  const slides = useQuery({
    queryKey: contentKeys.slides(region),
    queryFn: ({ signal }) => callStaff(staffHeroSlides, { params: { region }, signal }),
  });
  const titleOf = (slide: HeroSlide) => slide.titles[i18n.locale] || slide.titles.en || t`(no title)`;
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={<Trans>Hero slides</Trans>}
        action={
          <Button h={44} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
            <Trans>New slide</Trans>
          </Button>
        }
      />
      <RegionSelect value={region} onChange={setRegion} />
      <QueryState query={slides} skeleton={<CardsSkeleton count={3} height={120} />}>
        {(list) =>
          list.length === 0 ? (
            <Text>
              <Trans>This region has no slides yet.</Trans>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {list.map((slide) => (
                <Paper key={slide.uuid} withBorder radius="md" p="sm">
                  <Stack gap="xs">
                    <Image src={slide.image} alt="" radius="sm" />
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {titleOf(slide)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {slide.link || t`No link`}
                    </Text>
                    <RegionItemFooter
                      item={slide}
                      name={titleOf(slide)}
                      onEdit={() => setEditing(slide)}
                      onDelete={() => setDeleting(slide)}
                    />
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      {editing && <SlideDialog region={region} slide={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ActionDialog
          danger
          reason="none"
          onClose={() => setDeleting(null)}
          title={t`Delete the slide`}
          description={
            <Text>{t`Installers no longer see it on home. To keep it for later, turn off Active instead.`}</Text>
          }
          confirmLabel={t`Delete`}
          action={(_reason, key) =>
            callStaff(staffHeroSlideDelete, { params: { uuid: deleting.uuid }, headers: retrySafe(key) })
          }
          onDone={() => void queryClient.invalidateQueries({ queryKey: contentKeys.slides(region) })}
        />
      )}
    </Stack>
  );
}
