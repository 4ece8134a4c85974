import { useEffect, useState } from 'react';

/** Below this, a smaller visual viewport is browser chrome (the URL bar), not a keyboard. */
const KEYBOARD_MIN_PX = 80;

/**
 * How much of the layout viewport's bottom the on-screen keyboard covers (0 when closed or unknown). A message
 * box kept this far above the bottom stays in sight while typing, whether the browser resizes the page for the
 * keyboard or only the visual viewport (Chrome for Android, Safari on iOS).
 */
export function keyboardInset(layoutHeight: number, visual: { height: number; offsetTop: number; scale: number }) {
  if (visual.scale > 1.01) return 0; // pinch-zoomed: the smaller viewport is the zoom, not a keyboard
  const covered = Math.round(layoutHeight - visual.height - visual.offsetTop);
  return covered >= KEYBOARD_MIN_PX ? covered : 0;
}

export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const visual = window.visualViewport;
    if (!visual) return;
    const update = () => setInset(keyboardInset(window.innerHeight, visual));
    update();
    visual.addEventListener('resize', update);
    visual.addEventListener('scroll', update);
    return () => {
      visual.removeEventListener('resize', update);
      visual.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
