import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import type * as v from 'valibot';
import type { ProductImage } from '#contract/shop.ts';
import { MAX_PRODUCT_IMAGES, staffProductImagesOrder } from '#contract/staff-catalogue.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { callStaff } from '../session/call-staff.ts';
import { catalogueErrorMessages, uploadProductPicture } from './catalogue-api.ts';

type Image = v.InferOutput<typeof ProductImage>;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * A product's pictures in their order, the first the thumbnail: upload with progress, reorder by dragging or with the
 * arrow buttons (the keyboard's and the phone's way), remove. Each change is saved at once.
 */
export function PicturesEditor({
  product,
  images,
  onSaved,
}: {
  product: string;
  images: Image[];
  onSaved: (images: Image[]) => void;
}) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<{ file: string; fraction: number } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      let latest = images;
      for (const file of files) {
        setProgress({ file: file.name, fraction: 0 });
        latest = await uploadProductPicture(product, file, (fraction) => setProgress({ file: file.name, fraction }));
        onSaved(latest);
      }
      return latest;
    },
    onSettled: () => setProgress(null),
  });
  const order = useMutation({
    mutationFn: (positions: number[]) =>
      callStaff(staffProductImagesOrder, { params: { uuid: product }, body: { order: positions } }),
    onSuccess: (answer) => onSaved(answer.images),
  });
  const positions = images.map((image) => image.position);
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...positions];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    order.mutate(next);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) moveTo(dragged, to);
    setDragged(null);
  };
  const busy = upload.isPending || order.isPending;

  return (
    <Stack gap="sm">
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No pictures yet. The first picture is the product's thumbnail in the shop.</Trans>
        </Text>
      ) : (
        <ol className="catalogue-pictures" aria-label={t`Pictures in their order`}>
          {images.map((image, i) => (
            <li
              key={image.thumbnail}
              className="catalogue-picture"
              draggable={!busy}
              data-dragged={dragged === i || undefined}
              onDragStart={() => setDragged(i)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, i)}
            >
              <img src={image.thumbnail} alt={t`View ${i + 1} of the product`} />
              <Text size="xs" ta="center">
                {i === 0 ? <Trans>Thumbnail</Trans> : <Trans>Picture {i + 1}</Trans>}
              </Text>
              <Group gap={4} justify="center" wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size={44}
                  disabled={busy || i === 0}
                  aria-label={t`Move picture ${i + 1} earlier`}
                  onClick={() => moveTo(i, i - 1)}
                >
                  <IconArrowLeft size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size={44}
                  disabled={busy || i === images.length - 1}
                  aria-label={t`Move picture ${i + 1} later`}
                  onClick={() => moveTo(i, i + 1)}
                >
                  <IconArrowRight size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  disabled={busy}
                  aria-label={t`Remove picture ${i + 1}`}
                  onClick={() => order.mutate(positions.filter((_, n) => n !== i))}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </ol>
      )}
      {progress && (
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            <Trans>
              Uploading {progress.file}: {Math.round(progress.fraction * 100)} %
            </Trans>
          </Text>
          <Progress value={progress.fraction * 100} aria-label={t`Upload progress`} />
        </Stack>
      )}
      <Group>
        <FileButton
          accept={ACCEPT}
          multiple
          onChange={(chosen: File[] | null) => {
            const files = (chosen ?? []).slice(0, MAX_PRODUCT_IMAGES - images.length);
            if (files.length > 0) upload.mutate(files);
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              h={44}
              loading={upload.isPending}
              disabled={busy || images.length >= MAX_PRODUCT_IMAGES}
              leftSection={<IconPhotoUp size={20} aria-hidden />}
            >
              <Trans>Upload pictures</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          <Trans>JPEG, PNG, WebP or AVIF, at most 10 MB each, 10 a product.</Trans>
        </Text>
      </Group>
      <ErrorAlert
        messages={
          upload.isError
            ? catalogueErrorMessages(upload.error)
            : order.isError
              ? catalogueErrorMessages(order.error)
              : []
        }
      />
    </Stack>
  );
}
