import type { GetManualChunk, ManualChunkMeta } from 'rollup';

// Two big vendor chunks that every first load needs, instead of dozens of 2 KiB pieces (decision 0164).
const UI =
  /node_modules\/(@mantine|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|aria-hidden|tabbable|clsx|react-number-format|react-textarea-autosize|@tabler)\//;
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|@tanstack|@lingui|ky|idb-keyval|valibot)\//;
const START = /\/src\/start-app\.tsx$/;
const ENTRY = /\/src\/main\.tsx$/;

/** The modules the static imports of `from` reach, `from` included. */
function staticClosure(graph: ManualChunkMeta, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of from) visit(id);
  return seen;
}

interface Sets {
  entry: Set<string>;
  start: Set<string>;
  vendor: Set<string>;
}

function sets(graph: ManualChunkMeta): Sets {
  const ids = [...graph.getModuleIds()];
  return {
    entry: staticClosure(
      graph,
      ids.filter((m) => ENTRY.test(m)),
    ),
    start: staticClosure(
      graph,
      ids.filter((m) => START.test(m)),
    ),
    // What the vendor chunks' modules import (CommonJS helpers, tslib, the Mantine id hook) goes with them, as
    // before: in the start's chunk it would make the chunks import each other.
    vendor: staticClosure(
      graph,
      ids.filter((m) => UI.test(m) || FRAMEWORK.test(m)),
    ),
  };
}

/**
 * Rollup's `manualChunks` (decision 0275): vendor code in its two chunks; the entry page and what src/main.tsx
 * imports as the entry chunk, which imports no other (0164); everything src/start-app.tsx reaches through static
 * imports in `start-shared`, so the first load does not carry screens that Rollup's merging of small chunks would put
 * beside it. The start module itself keeps its own chunk, which only the entry imports (0220). The sets are computed
 * once per build (keyed by the build's graph), so another build in the same process (the service worker's) gets its
 * own.
 */
export function startChunks(): GetManualChunk {
  const perBuild = new WeakMap<ManualChunkMeta['getModuleInfo'], Sets>();
  return (id, graph) => {
    if (UI.test(id)) return 'ui';
    if (FRAMEWORK.test(id)) return 'framework';
    let known = perBuild.get(graph.getModuleInfo);
    if (!known) {
      known = sets(graph);
      perBuild.set(graph.getModuleInfo, known);
    }
    if (known.entry.has(id) || id.endsWith('/index.html')) return 'index';
    if (known.start.has(id) && !START.test(id) && !known.vendor.has(id)) return 'start-shared';
    return undefined;
  };
}
