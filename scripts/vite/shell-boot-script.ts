import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { PROFILE_LANGUAGE_KEY } from '../../src/lib/i18n/language-store.ts';
import { LOCALE_BY_HOST_SUFFIX, SOURCE_LOCALE } from '../../src/lib/i18n/locales.ts';

/** index.html lists the files every first load needs here (scripts/vite/route-preloads.ts) ... */
export const APP_PRELOADS_META = 'app-preloads';
/** ... and the server adds those of the address's screen here (server/http/shell-page.ts). */
export const ROUTE_PRELOADS_META = 'route-preloads';

/**
 * The inline script at the end of index.html's head (decision 0164). At once, while the parser reads the head, it
 * asks for the catalog of the person's language (the one they chose, else their signed-in profile's, else their
 * country site's, as initialLocale() decides) as a modulepreload: only this script knows that language (the server
 * sees no local storage), and a preload link neither runs the file nor holds up the paint (decision 0306). Once the
 * frame has painted, it asks for the app's files (the two lists above), skipping those the server's shell already
 * links, and applies each stylesheet as soon as it is in. The paint comes first so that on a fast connection the
 * files' arrival and evaluation do not hold it up; on a slow one it costs a frame. The server's CSP allows the script
 * by its hash, read from the built index.html.
 */
function bootScript(catalogs: Record<string, string>): string {
  return `(function () {
  var catalogs = ${JSON.stringify(catalogs)}, hosts = ${JSON.stringify(LOCALE_BY_HOST_SUFFIX)}, locale;
  function known(value) { return Object.prototype.hasOwnProperty.call(catalogs, value) ? value : null; }
  try { locale = known(localStorage.getItem("language")) || known(localStorage.getItem("${PROFILE_LANGUAGE_KEY}")); } catch (e) {}
  if (!locale)
    locale = hosts[location.hostname.toLowerCase().replace(/\\.$/, "").split(".").pop()] || "${SOURCE_LOCALE}";
  function list(name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    return meta ? meta.content.split(" ").filter(Boolean) : [];
  }
  function preload() {
    var files = list("${APP_PRELOADS_META}").concat(list("${ROUTE_PRELOADS_META}"));
    // A few links per task: starting a fetch costs the main thread a millisecond or more on a slow phone.
    (function next() {
      files.splice(0, 4).forEach(add);
      if (files.length) setTimeout(next, 0);
    })();
  }
  function add(href) {
    // The kept screen's script (decision 0210) may have applied a stylesheet already; the server's shell lists the
    // first screen's scripts as modulepreload links, and its stylesheets as plain preloads this still applies.
    if (document.querySelector('link[href="' + href + '"]:not([rel="preload"])')) return;
    var link = document.createElement("link");
    link.crossOrigin = "";
    link.href = href;
    if (/\\.css$/.test(href)) {
      link.rel = "preload";
      link.as = "style";
      link.setAttribute("data-app-css", "");
      link.addEventListener("load", function () { link.rel = "stylesheet"; }, { once: true });
    } else link.rel = "modulepreload";
    document.head.appendChild(link);
  }
  add(catalogs[locale]);
  if (document.visibilityState === "visible") requestAnimationFrame(function () { setTimeout(preload, 0); });
  else preload();
})();`;
}

function catalogFiles(bundle: OutputBundle): Record<string, string> {
  const catalogs: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    const locale = (output as OutputChunk).facadeModuleId?.match(/locales\/([a-z]{2})\/messages\.po$/)?.[1];
    if (output.type === 'chunk' && locale) catalogs[locale] = `/${output.fileName}`;
  }
  return catalogs;
}

export function shellBootScript(): Plugin {
  return {
    name: 'shell-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const catalogs = catalogFiles(context.bundle ?? {});
        if (!catalogs[SOURCE_LOCALE]) return html;
        return html.replace('</head>', `<script>${bootScript(catalogs)}</script>\n</head>`);
      },
    },
  };
}
