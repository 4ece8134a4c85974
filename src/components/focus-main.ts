/**
 * After a dialog closes, focus returns to what opened it; when that is gone (the removed row's button), it
 * would fall to <body> and a keyboard or screen-reader user loses their place: <main> takes it instead.
 */
export function focusMainIfLost(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById('main')?.focus();
  });
}
