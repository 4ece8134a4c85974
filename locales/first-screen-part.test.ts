import { describe, expect, it } from 'vitest';
import { firstScreenFiles } from '../scripts/vite/first-screen-catalogs.ts';

/** A module graph as Rollup gives it: id -> [static imports, dynamic imports]. */
function graph(modules: Record<string, [string[], string[]]>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const found = modules[id];
      return found ? ({ importedIds: found[0], dynamicallyImportedIds: found[1] } as never) : null;
    },
  };
}

describe("the first screens' files (decision 0308)", () => {
  it('follows static and on-demand imports from the start and the first screens, not into other screens', () => {
    const files = firstScreenFiles(
      graph({
        '/app/src/main.tsx': [[], ['/app/src/start-app.tsx']],
        '/app/src/start-app.tsx': [['/app/src/router.ts', '/app/node_modules/react/index.js'], []],
        '/app/src/router.ts': [['/app/src/route-tree.gen.ts'], []],
        '/app/src/route-tree.gen.ts': [['/app/src/routes/_signed-in/shop/index.tsx'], []],
        '/app/src/routes/_signed-in/shop/index.tsx': [['/app/src/features/shop/shop-screen.tsx'], []],
        '/app/src/routes/_signed-in/projects/index.tsx': [
          [],
          ['/app/src/routes/_signed-in/projects/index.tsx?tsr-split=component'],
        ],
        '/app/src/routes/_signed-in/projects/index.tsx?tsr-split=component': [
          ['/app/src/features/projects/list.tsx'],
          [],
        ],
        '/app/src/features/projects/list.tsx': [
          ['/app/locales/pl/messages.po'],
          ['/app/src/features/projects/dialog.tsx'],
        ],
        '/app/src/features/projects/dialog.tsx': [['/app/src/routes/_signed-in/orders/index.tsx'], []],
        '/app/src/routes/_signed-in/orders/index.tsx': [['/app/src/features/orders/list.tsx'], []],
        '\0virtual:first-screen-catalogs': [[], []],
      }),
      '/app',
    );
    expect([...files].sort()).toEqual([
      'src/features/projects/dialog.tsx',
      'src/features/projects/list.tsx',
      'src/main.tsx',
      'src/router.ts',
      'src/routes/_signed-in/projects/index.tsx',
      'src/start-app.tsx',
    ]);
  });
});
