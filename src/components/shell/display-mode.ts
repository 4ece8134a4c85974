import { useMantineColorScheme } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/** How the app looks: follow the system, light, dark, or high-contrast light for direct sunlight. */
export type DisplayMode = 'auto' | 'light' | 'dark' | 'contrast';

const KEY = 'display-mode';
const listeners = new Set<() => void>();

function read(): DisplayMode {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' || value === 'contrast' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Marks <html> for the high-contrast palette in app.css; called at start and on every change. */
export function applyContrast(mode: DisplayMode = read()): void {
  if (mode === 'contrast') document.documentElement.dataset.contrast = 'high';
  else delete document.documentElement.dataset.contrast;
}

export function useDisplayMode(): [DisplayMode, (mode: DisplayMode) => void] {
  const { setColorScheme } = useMantineColorScheme();
  const mode = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  const set = (next: DisplayMode) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // The choice lasts for this visit only.
    }
    setColorScheme(next === 'contrast' ? 'light' : next);
    applyContrast(next);
    for (const listener of listeners) listener();
  };
  return [mode, set];
}
