import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { updateInstaller } from '#contract/profile.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { currentUserQuery } from './current-user-query.ts';
import type { SeenMarkers } from './expiring-points.ts';
import { pointsKeys } from './session-keys.ts';

/**
 * Stores a seen marker (welcome banner, expiring-points modal) in the user's options, once per mount and
 * silently: a failure is not the user's business (the spec), the marker is simply written next time.
 */
export function useMarkSeen(userUuid: string) {
  const queryClient = useQueryClient();
  const sent = useRef(new Set<keyof SeenMarkers>());
  const mutation = useMutation({
    mutationFn: (markers: SeenMarkers) =>
      callApi(updateInstaller, { params: { uuid: userUuid }, body: { options: JSON.stringify(markers) } }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      // Saving the profile can credit its points (a profile complete at last, decision 0041): the header's and the
      // balance's figures are read again, or the header keeps the old balance while the balance page shows the new.
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
  return (markers: SeenMarkers) => {
    const keys = Object.keys(markers) as (keyof SeenMarkers)[];
    if (keys.every((key) => sent.current.has(key))) return;
    for (const key of keys) sent.current.add(key);
    mutation.mutate(markers);
  };
}
