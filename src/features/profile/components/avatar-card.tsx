import '@mantine/core/styles/Avatar.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AVATAR_MAX_BYTES, deleteAvatar } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { callApi } from '#src/lib/http/call-api.ts';
import { storeUser, uploadAvatarFile } from '../api/profile-api.ts';
import { readImageKind } from '../image-kind.ts';
import { AVATAR_TOO_LARGE, NOT_AN_IMAGE, profileErrors } from '../profile-messages.ts';

/** The profile picture: a preview of the chosen file while it uploads, then the stored one; delete. */
export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatarFile(user.uuid, file),
    onSuccess: (answer) => storeUser(queryClient, answer),
    onSettled: () => setPreview(null),
  });
  const remove = useMutation({
    mutationFn: () => callApi(deleteAvatar, { params: { uuid: user.uuid } }),
    onSuccess: () => storeUser(queryClient, { ...user, avatar: null }),
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    setRefused(null);
    upload.reset();
    remove.reset();
    if (file.size > AVATAR_MAX_BYTES) return setRefused(AVATAR_TOO_LARGE);
    if (!(await readImageKind(file))) return setRefused(NOT_AN_IMAGE);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  const shown = preview ?? user.avatar;
  const name = `${user.name} ${user.surname}`;
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
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button {...props} leftSection={<IconPhoto aria-hidden size={20} />} loading={upload.isPending}>
              {user.avatar ? <Trans>Change the picture</Trans> : <Trans>Upload a picture</Trans>}
            </Button>
          )}
        </FileButton>
        {user.avatar && !preview && (
          <Button
            variant="default"
            leftSection={<IconTrash aria-hidden size={20} />}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trans>Delete the picture</Trans>
          </Button>
        )}
      </Group>
      {(refused || upload.isError || remove.isError) && <ErrorAlert messages={errors} />}
      {upload.isSuccess && (
        <Text role="status" c="green.9" fw={600}>
          <Trans>Your new picture is saved.</Trans>
        </Text>
      )}
    </Stack>
  );
}
