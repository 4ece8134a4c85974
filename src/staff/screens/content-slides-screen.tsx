import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  CONTENT_LANGUAGES,
  type HeroSlide,
  type HeroSlideInput,
  staffHeroSlideCreate,
  staffHeroSlideDelete,
  staffHeroSlides,
  staffHeroSlideUpdate,
} from '#contract/staff-content.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { contentKeys } from './content-api.ts';
import { languageName } from './content-labels.ts';
import { PictureField } from './content-pictures.tsx';
import { RegionSelect, useRegionParam } from './content-region-select.tsx';

const LINK = /^(|\/(?!\/)\S*|https:\/\/[^\s/]+\.\S+)$/;

function SlideDialog({ region, slide, onClose }: { region: number; slide: HeroSlide | 'new'; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const start = slide === 'new' ? null : slide;
  const [image, setImage] = useState<string | null>(start?.image ?? null);
  const [link, setLink] = useState(start?.link ?? '');
  const [titles, setTitles] = useState<Record<string, string>>(start?.titles ?? {});
  const [active, setActive] = useState(start?.active ?? true);
  const [showContent, setShowContent] = useState(start?.show_content ?? true);
  const [position, setPosition] = useState<number>(start?.position ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: HeroSlideInput) =>
      start
        ? callStaff(staffHeroSlideUpdate, { params: { uuid: start.uuid }, body })
        : callStaff(staffHeroSlideCreate, { params: { region }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.slides(region) });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!image) found.image = t`Upload the picture first.`;
    if (!LINK.test(link.trim())) found.link = t`The link is an address in the app (/shop) or on the web (https://…).`;
    const others = Object.entries(titles).some(([code, text]) => code !== 'en' && text.trim() !== '');
    if (others && !(titles.en ?? '').trim())
      found.en = t`Give the English title: the other languages are kept under it.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !image) return;
    const clean = Object.fromEntries(
      Object.entries(titles).map(([code, text]) => [code, text.trim()]),
    ) as HeroSlideInput['titles'];
    save.mutate({ image, link: link.trim(), titles: clean, active, show_content: showContent, position });
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
    <Modal
      opened
      onClose={onClose}
      title={start ? t`Edit the slide` : t`New slide`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <NumberInput
            label={t`Position`}
            description={t`Lower numbers come first.`}
            size="md"
            min={0}
            max={1000}
            value={position}
            onChange={(value) => setPosition(typeof value === 'number' ? value : 0)}
          />
          <Switch
            size="md"
            className="content-switch"
            label={t`Active`}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <Switch
            size="md"
            className="content-switch"
            label={t`Show the title on the picture`}
            checked={showContent}
            onChange={(event) => setShowContent(event.currentTarget.checked)}
          />
          <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" h={44} loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Hero slides</Trans>
        </Title>
        <Button h={44} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>New slide</Trans>
        </Button>
      </Group>
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
                    <Group gap="xs">
                      {slide.active ? (
                        <ToneBadge tone="success">{t`Active`}</ToneBadge>
                      ) : (
                        <ToneBadge tone="neutral">{t`Inactive`}</ToneBadge>
                      )}
                      <Text size="sm">{t`Position ${slide.position}`}</Text>
                    </Group>
                    <Group gap="sm">
                      <Button variant="default" h={44} onClick={() => setEditing(slide)}>
                        {t`Edit`}
                        <span className="visually-hidden"> {titleOf(slide)}</span>
                      </Button>
                      <Button variant="subtle" color="red" h={44} onClick={() => setDeleting(slide)}>
                        {t`Delete`}
                        <span className="visually-hidden"> {titleOf(slide)}</span>
                      </Button>
                    </Group>
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
