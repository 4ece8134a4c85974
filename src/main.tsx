// The entry: it lets the browser paint the frame from index.html before the app's code is evaluated, then starts
// the app in steps: React, then the interface kit, then the app, each in a task of its own, so a slow phone never
// spends one long task on all of it and stays responsive meanwhile. The shell's boot script has already asked for
// the files, so they arrive in the meantime (decision 0164). A hidden tab gets no frames and needs no paint.
// No top-level await here: the app's chunks import Vite's loader from this one, and would wait for it for ever.
import { nextTask } from './lib/next-task.ts';

const painted =
  document.visibilityState === 'visible'
    ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();

void painted
  // Named parts only: a whole-module dynamic import would keep every export of the library in the build.
  .then(() => import('react-dom/client').then(({ createRoot }) => createRoot))
  .then(nextTask)
  .then(() => import('./lib/mantine/provider.ts').then(({ MantineProvider }) => MantineProvider))
  .then(nextTask)
  .then(() => import('./start-app.tsx'));
