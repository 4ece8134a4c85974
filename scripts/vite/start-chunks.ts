import type { GetManualChunk, ManualChunkMeta } from 'rollup';

// React itself, which every screen and the entry's first step need, in one chunk of its own (decision 0164). The
// other libraries (the router, the query client, Mantine, Lingui, valibot) go where Rollup puts them: with the
// screens that use the parts they use, so the first screen carries no part that only other screens need (0295).
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const NODE_MODULES = /\/node_modules\//;
const START = /\/src\/start-app\.tsx$/;
// The entry: src/main.tsx, and index.html with what Vite makes of its inline style (an `?html-proxy` module).
const ENTRY = /\/src\/main\.tsx$|\/index\.html($|\?)/;

/** The modules the static imports of `from` reach, `from` included, not following imports into `stopAt`. */
function staticClosure(graph: ManualChunkMeta, from: Iterable<string>, stopAt?: RegExp): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (stopAt?.test(id)) return;
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of from) visit(id);
  return seen;
}

interface Sets {
  react: Set<string>;
  entry: Set<string>;
  start: Set<string>;
  libraries: Set<string>;
}

function sets(graph: ManualChunkMeta): Sets {
  const ids = [...graph.getModuleIds()];
  return {
    // React's modules and what they import (the CommonJS helpers): in a chunk of their own the helpers would import
    // React's chunk and React's chunk them, a cycle whose order Rollup cannot promise.
    react: staticClosure(
      graph,
      ids.filter((m) => REACT.test(m)),
    ),
    entry: staticClosure(
      graph,
      ids.filter((m) => ENTRY.test(m)),
    ),
    // The app's own modules the start reaches; the libraries they import stay out (Rollup places them).
    start: staticClosure(
      graph,
      ids.filter((m) => START.test(m)),
      NODE_MODULES,
    ),
    // What the libraries import (CommonJS helpers, the Mantine id hook in src/lib/mantine) stays with them: in the
    // start's chunk it would make a library's chunk and the start's import each other, and evaluate in the wrong
    // order.
    libraries: staticClosure(
      graph,
      ids.filter((m) => NODE_MODULES.test(m)),
    ),
  };
}

/**
 * Rollup's `manualChunks` (decisions 0275, 0295): React in its chunk; the entry page and what src/main.tsx imports
 * as the entry chunk, which imports no other (0164); the app's own modules that src/start-app.tsx reaches through
 * static imports in `start-shared`, so the first load does not carry screens. The start module itself keeps its own
 * chunk, which only the entry imports (0220). The sets are computed once per build (keyed by the build's graph), so
 * another build in the same process (the service worker's) gets its own.
 */
export function startChunks(): GetManualChunk {
  const perBuild = new WeakMap<ManualChunkMeta['getModuleInfo'], Sets>();
  return (id, graph) => {
    let known = perBuild.get(graph.getModuleInfo);
    if (!known) {
      known = sets(graph);
      perBuild.set(graph.getModuleInfo, known);
    }
    if (known.react.has(id)) return 'react';
    if (known.entry.has(id)) return 'index';
    if (known.start.has(id) && !START.test(id) && !NODE_MODULES.test(id) && !known.libraries.has(id))
      return 'start-shared';
    return undefined;
  };
}
