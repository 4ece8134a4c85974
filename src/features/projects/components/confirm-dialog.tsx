import { type ComponentType, useEffect, useState } from 'react';
import { loadOnce } from '#src/lib/load-once.ts';
import type { ConfirmModalProps } from './confirm-modal.tsx';

type ConfirmDialogProps = ConfirmModalProps;

/** Loads the dialog once; a failed load (offline, the chunk not cached) is tried again at the next opening. */
const loadModal = loadOnce(() =>
  import('./confirm-modal.tsx').then((m): ComponentType<ConfirmModalProps> => m.default),
);

/**
 * Asks once more before something is removed; the confirming button names the action.
 * It mounts the first time it opens: a closed Mantine Modal still renders its portal (a node appended to the body),
 * the scroll lock and its styles, and the project list has one per row, all of it inside the list's first render on a
 * slow phone (decision 0300). Its code (Mantine's Modal, its scroll area and focus trap) loads then too, so the
 * first screen does not carry it (decision 0302). It mounts closed and opens at once after, so it fades in as before
 * and the Modal returns the focus to the button that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Modal, setModal] = useState<ComponentType<ConfirmModalProps> | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!props.opened || Modal) return;
    let current = true;
    loadModal().then(
      (loaded) => current && setModal(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [props.opened, Modal]);
  useEffect(() => {
    if (props.opened && Modal) setMounted(true);
  }, [props.opened, Modal]);
  if (!Modal || (!props.opened && !mounted)) return null;
  return <Modal {...props} opened={props.opened && mounted} />;
}
