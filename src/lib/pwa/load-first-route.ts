import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts loading the code of the routes the address matches, at once: otherwise the router asks for them only
 * after the language and the cached data are back, one round trip later on a slow phone.
 */
export function loadFirstRouteChunks(router: AnyRouter): void {
  const matches = router.matchRoutes(router.state.location);
  for (const match of matches) {
    const route = router.routesById[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
