import { BOOT_FRAME_SELECTOR, SCREEN_SNAPSHOT_KEY, SNAPSHOT_ATTRIBUTE } from './screen-snapshot-keys.ts';

/**
 * The inline script that index.html runs right after its #root (scripts/vite/screen-snapshot-plugin.ts), before any
 * of the app's code: on a start of the installed app (a service worker controls the page, so the files are on the
 * device; not on a reload, which asks for the screen anew) it shows the screen kept by screen-snapshot.ts, when that
 * screen was taken in this build, at this address, for the account signed in now. Its stylesheets are applied first, so it never shows unstyled. It is a picture of
 * the screen until React's first render replaces it: inert (a tap does nothing yet) and hidden from assistive
 * technology (decision 0210). The owner is read from the stored token as sessionOwner() reads it
 * (src/lib/outbox/outbox-owner.ts). Plain ES5 without dependencies: it runs before everything else.
 */
export function screenSnapshotScript(build: string): string {
  return `(function () {
  var root = document.getElementById("root");
  function owner() {
    var token = JSON.parse(localStorage.getItem("token") || "null");
    if (!token || typeof token.token !== "string") return null;
    try {
      var part = token.token.split(".")[1] || "";
      var sub = JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))).sub;
      return typeof sub === "string" && sub !== "" ? sub : "unknown";
    } catch (e) {
      return "unknown";
    }
  }
  try {
    if (!root || !root.querySelector(${JSON.stringify(BOOT_FRAME_SELECTOR)})) return;
    if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return;
    // A reload asks for the screen anew: it shows the frame, then the app.
    var entry = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    if (entry && entry.type === "reload") return;
    var snapshot = JSON.parse(localStorage.getItem(${JSON.stringify(SCREEN_SNAPSHOT_KEY)}) || "null");
    if (!snapshot || snapshot.build !== ${JSON.stringify(build)}) return;
    if (snapshot.path !== location.pathname + location.search || snapshot.owner !== owner()) return;
    var waiting = 1;
    var done = function () {
      if (--waiting === 0) show();
    };
    // The screen's stylesheets, applied before it shows: index.html's own preload becomes a stylesheet.
    snapshot.stylesheets.forEach(function (href) {
      var link = document.querySelector('link[href="' + href.replace(/"/g, "") + '"]');
      if (link && link.rel === "stylesheet" && link.sheet) return;
      if (!link) {
        link = document.createElement("link");
        link.crossOrigin = "";
        link.href = href;
        link.setAttribute("data-app-css", "");
      }
      waiting++;
      link.addEventListener("load", done);
      link.addEventListener("error", done);
      link.rel = "stylesheet";
      if (!link.parentNode) document.head.appendChild(link);
    });
    var show = function () {
      if (!root.querySelector(${JSON.stringify(BOOT_FRAME_SELECTOR)})) return;
      for (var name in snapshot.attributes) document.documentElement.setAttribute(name, snapshot.attributes[name]);
      if (snapshot.title) document.title = snapshot.title;
      var view = document.createElement("div");
      view.setAttribute(${JSON.stringify(SNAPSHOT_ATTRIBUTE)}, "");
      view.setAttribute("inert", "");
      view.setAttribute("aria-hidden", "true");
      view.style.display = "contents";
      view.innerHTML = snapshot.html;
      root.replaceChildren(view);
    };
    done();
  } catch (e) {}
})();`;
}
