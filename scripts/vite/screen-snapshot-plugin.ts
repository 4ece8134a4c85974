import type { Plugin } from 'vite';
import { screenSnapshotScript } from '../../src/lib/pwa/screen-snapshot-script.ts';

/** Where index.html wants the script: right after its #root, before the app's code. */
export const SCREEN_SNAPSHOT_MARKER = '<!-- screen snapshot -->';

/**
 * Puts the inline script that shows the kept screen on an installed app's start (decision 0210) at the marker in
 * index.html, with the build's entry script as the build it accepts. The server's CSP allows it by its hash, read
 * from the built index.html like the boot script's.
 */
export function screenSnapshotPlugin(): Plugin {
  return {
    name: 'screen-snapshot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
        if (!entry || !html.includes(SCREEN_SNAPSHOT_MARKER)) throw new Error('index.html: no entry script or marker');
        return html.replace(SCREEN_SNAPSHOT_MARKER, `<script>${screenSnapshotScript(entry)}</script>`);
      },
    },
  };
}
