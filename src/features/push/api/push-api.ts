import { queryOptions } from '@tanstack/react-query';
import { type PushPreferences, pushPreferences, pushPreferencesUpdate } from '#contract/push.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The push feature's query keys (decision 0293). */
export const pushKeys = {
  all: ['push'] as const,
  preferences: () => ['push', 'preferences'] as const,
  savePreferences: () => ['push', 'preferences', 'save'] as const,
};

/**
 * Which kinds of pushes the person wants, on every device of theirs: asked again whenever the card shows, since
 * another device may have changed them (the kept answer shows meanwhile, and offline).
 */
export const pushPreferencesQuery = () =>
  queryOptions({
    queryKey: pushKeys.preferences(),
    queryFn: ({ signal }) => callApi(pushPreferences, { signal }),
    staleTime: 0,
  });

export const savePushPreferences = (body: PushPreferences) => callApi(pushPreferencesUpdate, { body });
