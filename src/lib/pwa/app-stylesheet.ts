/**
 * The app's stylesheets arrive as preloads (decision 0160): they do not hold up the first paint of the frame in
 * index.html. The shell's inline script applies each as soon as it is in (decision 0164); the app waits here for
 * any not applied yet and renders once they are, so no screen shows unstyled. In development Vite injects the
 * styles itself and there is no such link.
 */
export function applyAppStylesheet(timeoutMs = 10_000): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.rel === 'stylesheet' && link.sheet) return resolve();
          const done = () => resolve();
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
          setTimeout(done, timeoutMs);
          if (link.rel !== 'stylesheet') link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
