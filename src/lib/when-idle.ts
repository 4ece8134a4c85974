/** Resolves at a moment the page is idle, never later than `timeout` ms (Safari has no requestIdleCallback). */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, Math.min(timeout, 200));
  });
}
