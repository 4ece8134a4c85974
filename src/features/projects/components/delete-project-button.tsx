import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { projectOutboxKeys } from '../api/project-keys.ts';
import { deleteProjectMutation, discardIfWaiting } from '../api/project-mutations.ts';
import { refusalMessage } from '../refusal-messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface Props {
  uuid: string;
  address: string;
  /** Still only on this device: deleting drops it from the outbox. */
  queued?: boolean;
}

/** Deletes a project without products, after a confirmation. */
export function DeleteProjectButton({ uuid, address, queued }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [opened, setOpened] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const mutation = useMutation(deleteProjectMutation(queryClient));

  const [needsNetwork, setNeedsNetwork] = useState(false);

  function confirm() {
    if (queued && discardIfWaiting(queryClient, projectOutboxKeys.createProject, uuid)) return setOpened(false);
    // Its creation may already have reached the server: only the server can delete it, once the queue is sent.
    if (!online) return setNeedsNetwork(true);
    mutation.mutate({ uuid, key }, { onSuccess: () => setOpened(false) });
  }

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        disabled={!online && !queued}
        onClick={() => setOpened(true)}
        aria-label={t`Delete project ${address}`}
      >
        {t`Delete`}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t`Delete this project?`}
        confirmLabel={t`Delete project`}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={() => {
          setOpened(false);
          setNeedsNetwork(false);
        }}
      >
        {t`${address} will be deleted. This cannot be undone.`}
        {needsNetwork && (
          <Text role="alert" c="red" mt="sm">
            {t`This project may already have reached the server. Delete it when you are back online.`}
          </Text>
        )}
        {mutation.isError && (
          <Text role="alert" c="red" mt="sm">
            {i18n._(refusalMessage(mutation.error))}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
