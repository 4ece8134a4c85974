import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '#src/lib/http/call-api.ts';
import { pointsKeys } from './session-keys.ts';
import { useMarkSeen } from './use-mark-seen.ts';

// The server's answer to the save: the user with the marker stored.
vi.mock('#src/lib/http/call-api.ts', () => ({
  callApi: vi.fn(async () => ({ uuid: 'u-1', options: '{"welcome":true}' })),
}));

describe('useMarkSeen', () => {
  it('reads the points again once the marker is saved: the save can credit the profile’s points (issue 27, defect 11)', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    // The header's figure, from before the save: 30 points.
    client.setQueryData(pointsKeys.summary('c-1'), { company_points: 30 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkSeen('u-1'), { wrapper });
    act(() => result.current({ firstTime: false }));
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(client.getQueryState(pointsKeys.summary('c-1'))?.isInvalidated).toBe(true));
  });
});
