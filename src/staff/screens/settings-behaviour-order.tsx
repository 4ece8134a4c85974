import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { staffBehaviourOrder } from '#contract/staff-settings.ts';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import type { SettingsView } from './settings-shared.tsx';

type Direction = 'up' | 'down';

const buttonId = (uuid: string, direction: Direction) => `behaviour-${direction}-${uuid}`;

/** The list with the behaviour at `index` swapped with its neighbour above or below. */
export function movedOrder(uuids: readonly string[], index: number, direction: Direction): string[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= uuids.length) return [...uuids];
  const next = [...uuids];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * Focuses the first of the buttons that is enabled, once the list has rendered the saved order: the buttons stay
 * disabled until the mutation has settled, a frame or more after its success callback.
 */
function focusWhenEnabled(ids: string[], frames = 30): void {
  requestAnimationFrame(() => {
    const buttons = ids.map((id) => document.getElementById(id) as HTMLButtonElement | null);
    const target = buttons.find((button) => button && !button.disabled);
    if (target) target.focus();
    else if (frames > 0) focusWhenEnabled(ids, frames - 1);
  });
}

/**
 * The behaviours' order as the installer's rewards page lists them: every call sends the whole list (decision
 * 0291). Focus stays on the button pressed, or on the other one where that one is now at the end of the list.
 */
export function useBehaviourOrder(region: number, onSaved: (answer: SettingsView) => void) {
  const retry = useRetryKey();
  return useMutation({
    mutationFn: ({ uuids }: { uuids: string[]; uuid: string; direction: Direction }) => {
      const body = { uuids };
      return callStaff(staffBehaviourOrder, {
        params: { region: String(region) },
        body,
        headers: retrySafe(retry.keyFor(body)),
      });
    },
    onSuccess: (answer, { uuid, direction }) => {
      retry.done();
      onSaved(answer);
      focusWhenEnabled([buttonId(uuid, direction), buttonId(uuid, direction === 'up' ? 'down' : 'up')]);
    },
  });
}

export function BehaviourMoveButtons({
  uuids,
  index,
  name,
  busy,
  onMove,
}: {
  uuids: readonly string[];
  index: number;
  name: string;
  busy: boolean;
  onMove: (vars: { uuids: string[]; uuid: string; direction: Direction }) => void;
}) {
  const { t } = useLingui();
  const uuid = uuids[index]!;
  const move = (direction: Direction) => onMove({ uuids: movedOrder(uuids, index, direction), uuid, direction });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        id={buttonId(uuid, 'up')}
        variant="default"
        size={44}
        aria-label={t`Move ${name} up`}
        disabled={busy || index === 0}
        onClick={() => move('up')}
      >
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        id={buttonId(uuid, 'down')}
        variant="default"
        size={44}
        aria-label={t`Move ${name} down`}
        disabled={busy || index === uuids.length - 1}
        onClick={() => move('down')}
      >
        <IconArrowDown size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
