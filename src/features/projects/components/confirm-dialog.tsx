import { type ComponentType, useEffect, useState } from 'react';
import type { ConfirmModalProps } from './confirm-modal.tsx';

type ConfirmDialogProps = ConfirmModalProps;

let modal: Promise<ComponentType<ConfirmModalProps>> | undefined;
/** Loads the dialog once; a failed load (offline, the chunk not cached) is tried again at the next opening. */
function loadModal() {
  modal ??= import('./confirm-modal.tsx').then(
    (m) => m.default,
    (error: unknown) => {
      modal = undefined;
      throw error;
    },
  );
  return modal;
}

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
