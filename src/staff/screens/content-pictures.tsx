import '@mantine/core/styles/Image.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Image, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { StaffPicture } from '#contract/staff-content.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { staffErrorMessages } from '../staff-errors.ts';
import { uploadContentPicture } from './content-api.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp';

function UploadButton({
  label,
  onUploaded,
  multiple = false,
}: {
  label: string;
  onUploaded: (pictures: StaffPicture[]) => void;
  multiple?: boolean;
}) {
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      const done: StaffPicture[] = [];
      for (const file of files) done.push(await uploadContentPicture(file));
      return done;
    },
    onSuccess: onUploaded,
  });
  return (
    <Stack gap="xs">
      <FileButton
        accept={ACCEPT}
        multiple={multiple}
        onChange={(chosen: File | File[] | null) => {
          const files = chosen === null ? [] : Array.isArray(chosen) ? chosen : [chosen];
          if (files.length > 0) upload.mutate(files);
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            h={44}
            loading={upload.isPending}
            leftSection={<IconPhotoUp size={20} aria-hidden />}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <ErrorAlert messages={upload.isError ? staffErrorMessages(upload.error) : []} />
    </Stack>
  );
}

/** The article's picture (on the list and at the top of the article): upload, preview, remove. */
export function PictureField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: { thumbnail: string; l: string } | null;
  onChange: (picture: { thumbnail: string; l: string } | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Input.Label component="span">{label}</Input.Label>
      {value ? (
        <Paper withBorder radius="md" p="xs" maw={360}>
          <Image src={value.thumbnail} alt={t`The chosen picture`} radius="sm" />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No picture yet. PNG, JPEG or WebP, at most 8 MB.</Trans>
        </Text>
      )}
      <Group gap="sm">
        <UploadButton
          label={value ? t`Replace the picture` : t`Upload a picture`}
          onUploaded={([picture]) => picture && onChange({ thumbnail: picture.thumbnail, l: picture.l })}
        />
        {value && (
          <Button
            variant="subtle"
            color="red"
            h={44}
            leftSection={<IconTrash size={20} aria-hidden />}
            onClick={() => onChange(null)}
          >
            <Trans>Remove the picture</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

type GalleryPicture = { uuid: string; s: string; l: string };

/** The gallery under the article (opened in a lightbox in the app): several uploads, each removable. */
export function GalleryField({
  value,
  onChange,
}: {
  value: GalleryPicture[];
  onChange: (next: GalleryPicture[]) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Input.Label component="span">{t`Gallery`}</Input.Label>
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {value.map((picture, index) => (
            <Stack key={picture.uuid} gap={4}>
              <Image src={picture.s} alt={t`Gallery picture ${index + 1}`} radius="sm" />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                h={44}
                onClick={() => onChange(value.filter((p) => p.uuid !== picture.uuid))}
              >
                {t`Remove picture ${index + 1}`}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {value.length < 12 && (
        <UploadButton
          multiple
          label={t`Add pictures to the gallery`}
          onUploaded={(pictures) =>
            onChange([...value, ...pictures.map((p) => ({ uuid: p.uuid, s: p.s, l: p.l }))].slice(0, 12))
          }
        />
      )}
    </Stack>
  );
}
