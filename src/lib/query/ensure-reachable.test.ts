import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { ensureReachableData } from './ensure-reachable.ts';

const userKey = ['user'] as const;
const options = (queryFn: () => Promise<string>) => ({ queryKey: userKey, queryFn });

describe('ensureReachableData', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('answers cached data offline without waiting for the network', async () => {
    const client = new QueryClient();
    client.setQueryData(userKey, 'cached');
    onlineManager.setOnline(false);
    const fetcher = vi.fn(async () => 'fresh');
    await expect(ensureReachableData(client, options(fetcher))).resolves.toBe('cached');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fails at once with the offline error when offline and nothing is cached', async () => {
    const client = new QueryClient();
    onlineManager.setOnline(false);
    const error = await ensureReachableData(
      client,
      options(async () => 'fresh'),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(OFFLINE);
  });

  it('fetches when online and nothing is cached', async () => {
    const client = new QueryClient();
    await expect(
      ensureReachableData(
        client,
        options(async () => 'fresh'),
      ),
    ).resolves.toBe('fresh');
  });
});
