/** The page asks the worker to cache the screens the app needs offline (decision 0299). */
export const WARM_UP = 'WARM_UP';

export interface WarmUpRequest {
  type: typeof WARM_UP;
  /** Built files this page has already loaded (its language's catalog among them), maybe before the worker ran. */
  loaded: string[];
}

/** The worker's answer, on the request's port, once every file is in its cache. */
export interface WarmUpReply {
  type: 'WARMED';
  /** Files fetched now; 0 when all were already cached. */
  fetched: number;
  failed: number;
}

export function isWarmUpRequest(data: unknown): data is WarmUpRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === WARM_UP &&
    Array.isArray((data as { loaded?: unknown }).loaded)
  );
}
