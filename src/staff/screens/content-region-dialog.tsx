import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { staffErrorMessages } from '../staff-errors.ts';

/** What every region item (a hero slide, a resource tile) has besides its own fields. */
export interface PlacedItem {
  uuid: string;
  position: number;
  active: boolean;
}

/**
 * The dialog that adds or edits one of a region's hero slides or resource tiles: the item's own fields (children),
 * then its position and whether installers see it, what the server refused, Cancel and Save. `check` answers the
 * body to save or null when the form shows its errors; the list is fetched again after a save.
 */
export function RegionItemDialog<Body>({
  title,
  start,
  listKey,
  send,
  check,
  after,
  onClose,
  children,
}: {
  title: string;
  start: PlacedItem | null;
  listKey: QueryKey;
  send: (body: Body & Omit<PlacedItem, 'uuid'>, uuid: string | null) => Promise<unknown>;
  check: () => Body | null;
  after?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [position, setPosition] = useState<number>(start?.position ?? 0);
  const [active, setActive] = useState(start?.active ?? true);
  const save = useMutation({
    mutationFn: (body: Body & Omit<PlacedItem, 'uuid'>) => send(body, start?.uuid ?? null),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check();
    if (body) save.mutate({ ...body, position, active });
  };
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
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
          {after}
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

/** An item's state on its card (active or not, position) and its Edit and Delete buttons, named after it. */
export function RegionItemFooter({
  item,
  name,
  onEdit,
  onDelete,
}: {
  item: PlacedItem;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Group gap="xs">
        {item.active ? (
          <ToneBadge tone="success">{t`Active`}</ToneBadge>
        ) : (
          <ToneBadge tone="neutral">{t`Inactive`}</ToneBadge>
        )}
        <Text size="sm">{t`Position ${item.position}`}</Text>
      </Group>
      <Group gap="sm">
        <Button variant="default" h={44} onClick={onEdit}>
          {t`Edit`}
          <span className="visually-hidden"> {name}</span>
        </Button>
        <Button variant="subtle" color="red" h={44} onClick={onDelete}>
          {t`Delete`}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </Group>
    </>
  );
}
