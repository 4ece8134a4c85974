import { useSyncExternalStore } from 'react';
import { externalStore } from './external-store.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const store = externalStore();

/** Keeps the browser's install offer (beforeinstallprompt) for the install button; call once, early. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  installed = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    store.emit();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    store.emit();
  });
}

const canInstall = () => offered !== null && !installed;

/** True while the browser offers installation and the app is not installed (or running installed). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(store.subscribe, canInstall, () => false);
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null;
  store.emit();
  await event.prompt();
  if ((await event.userChoice).outcome === 'accepted') installed = true;
  store.emit();
}
