/**
 * The app's stylesheet arrives as a preload (decision 0160): it does not hold up the first paint of the frame in
 * index.html. The app applies it here and renders once it is in, so no screen shows unstyled. In development Vite
 * injects the styles itself and there is no such link.
 */
export function applyAppStylesheet(timeoutMs = 10_000): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const done = () => resolve();
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
          setTimeout(done, timeoutMs);
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
