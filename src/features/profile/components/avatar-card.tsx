import '@mantine/core/styles/Avatar.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, deleteAvatar } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { UploadProgressBar } from '#src/components/upload-progress.tsx';
import { CANCELLED, isApiError } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import type { UploadProgress } from '#src/lib/http/upload-with-progress.ts';
import { storeUser, uploadAvatarFile } from '../api/profile-api.ts';
import { readImageKind } from '../image-kind.ts';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE, profileErrors } from '../profile-messages.ts';

/**
 * The profile picture: a preview of the chosen file while it uploads, with a bar of how far it is and Cancel, then
 * the stored one; delete. A failed upload keeps the chosen file, so Try again needs no second choice.
 */
export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      return uploadAvatarFile(user.uuid, file, { onProgress: setProgress, signal: controller.current.signal });
    },
    onSuccess: (answer) => {
      setFailed(null);
      storeUser(queryClient, answer);
    },
    onError: (error, file) => {
      setProgress(null);
      // Cancelled on purpose: nothing to say, nothing to try again.
      setFailed(isApiError(error) && error.status === CANCELLED ? null : file);
    },
    onSettled: () => {
      controller.current = null;
      setPreview(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi(deleteAvatar, { params: { uuid: user.uuid } }),
    onSuccess: () => storeUser(queryClient, { ...user, avatar: null }),
  });

  const send = (file: File) => {
    upload.reset();
    remove.reset();
    setProgress({ loaded: 0, total: file.size });
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setRefused(null);
    setFailed(null);
    upload.reset();
    remove.reset();
    if (file.size > AVATAR_MAX_BYTES) return setRefused(AVATAR_TOO_LARGE);
    if (!(await readImageKind(file))) return setRefused(NOT_AN_IMAGE);
    send(file);
  };

  const shown = preview ?? user.avatar;
  const name = `${user.name} ${user.surname}`;
  const cancelled = isApiError(upload.error) && upload.error.status === CANCELLED;
  const errors = refused ? [refused] : profileErrors(upload.error ?? remove.error);
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={shown}
          size={96}
          radius={96}
          alt={shown ? t`Profile picture of ${name}` : undefined}
          name={name}
          color="initials"
          data-testid="profile-avatar"
        />
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>PNG or JPEG, at most 5 MB.</Trans>
          </Text>
        </Stack>
      </Group>
      {(upload.isPending || upload.isSuccess) && progress && (
        <UploadProgressBar
          progress={upload.isSuccess ? { loaded: 1, total: 1 } : progress}
          label={upload.isSuccess ? t`Done` : t`Uploading…`}
          onCancel={upload.isPending ? () => controller.current?.abort() : undefined}
        />
      )}
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} h={44} leftSection={<IconPhoto aria-hidden size={20} />} disabled={upload.isPending}>
              {user.avatar ? <Trans>Change the picture</Trans> : <Trans>Upload a picture</Trans>}
            </Button>
          )}
        </FileButton>
        {failed && !upload.isPending && (
          <Button
            variant="default"
            h={44}
            leftSection={<IconRefresh aria-hidden size={20} />}
            onClick={() => send(failed)}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        {user.avatar && !preview && !failed && (
          <Button
            variant="default"
            h={44}
            leftSection={<IconTrash aria-hidden size={20} />}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trans>Delete the picture</Trans>
          </Button>
        )}
      </Group>
      {(refused || (upload.isError && !cancelled) || remove.isError) && <ErrorAlert messages={errors} />}
      {upload.isSuccess && (
        <Text role="status" c="green.9" fw={600}>
          <Trans>Your new picture is saved.</Trans>
        </Text>
      )}
    </Stack>
  );
}
