import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { FIRST_SCREENS } from '../../src/lib/i18n/first-screens.ts';
import { PROFILE_LANGUAGE_KEY } from '../../src/lib/i18n/language-store.ts';
import { LOCALE_BY_HOST_SUFFIX, SOURCE_LOCALE } from '../../src/lib/i18n/locales.ts';
import { partLocale } from './first-screen-catalogs.ts';

/** index.html lists the files every first load needs here (scripts/vite/route-preloads.ts) ... */
export const APP_PRELOADS_META = 'app-preloads';
/** ... and the server adds those of the address's screen here (server/http/shell-page.ts). */
export const ROUTE_PRELOADS_META = 'route-preloads';

/**
 * The inline script at the end of index.html's head (decision 0164). At once, while the parser reads the head, it
 * asks for the catalog of the person's language (the one they chose, else their signed-in profile's, else their
 * country site's, as initialLocale() decides) as a modulepreload, on a first screen only the first screens' part of
 * it (decision 0308): only this script knows that language (the server sees no local storage), and a preload link
 * neither runs the file nor holds up the paint (decision 0306). Once the
 * frame has painted, it asks for the app's files (the two lists above), skipping those the server's shell already
 * links, and applies each stylesheet as soon as it is in. The paint comes first so that on a fast connection the
 * files' arrival and evaluation do not hold it up; on a slow one it costs a frame. The server's CSP allows the script
 * by its hash, read from the built index.html.
 */
function bootScript({ catalogs, parts }: Catalogs): string {
  return `(function () {
  var catalogs = ${JSON.stringify(catalogs)}, parts = ${JSON.stringify(parts)}, hosts = ${JSON.stringify(LOCALE_BY_HOST_SUFFIX)}, locale;
  var firstScreens = ${JSON.stringify(FIRST_SCREENS.map((screen) => screen.path))};
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
  // A first screen starts with its part of the catalog (decision 0308); any other screen with the whole.
  add((firstScreens.indexOf(location.pathname.replace(/\\/+$/, "") || "/") >= 0 && parts[locale]) || catalogs[locale]);
  if (document.visibilityState === "visible") requestAnimationFrame(function () { setTimeout(preload, 0); });
  else preload();
})();`;
}

interface Catalogs {
  /** Language -> its whole catalog's file. */
  catalogs: Record<string, string>;
  /** Language -> its first screens' part (first-screen-catalogs.ts). */
  parts: Record<string, string>;
}

function catalogFiles(bundle: OutputBundle): Catalogs {
  const found: Catalogs = { catalogs: {}, parts: {} };
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const id = (output as OutputChunk).facadeModuleId ?? '';
    const whole = id.match(/locales\/([a-z]{2})\/messages\.po$/)?.[1];
    const part = partLocale(id);
    if (whole) found.catalogs[whole] = `/${output.fileName}`;
    if (part) found.parts[part] = `/${output.fileName}`;
  }
  return found;
}

export function shellBootScript(): Plugin {
  return {
    name: 'shell-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const catalogs = catalogFiles(context.bundle ?? {});
        if (!catalogs.catalogs[SOURCE_LOCALE]) return html;
        return html.replace('</head>', `<script>${bootScript(catalogs)}</script>\n</head>`);
      },
    },
  };
}
