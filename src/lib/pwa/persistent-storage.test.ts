import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistent-storage.ts';

function stubStorage(persisted: boolean, grant: boolean) {
  const persist = vi.fn(async () => grant);
  vi.stubGlobal('navigator', { ...navigator, storage: { persisted: vi.fn(async () => persisted), persist } });
  return persist;
}

afterEach(() => vi.unstubAllGlobals());

describe('requestPersistentStorage', () => {
  it('asks once per device, whatever the answer', async () => {
    const persist = stubStorage(false, false);
    expect(await requestPersistentStorage()).toBe(false);
    expect(await requestPersistentStorage()).toBe(false);
    expect(persist).toHaveBeenCalledOnce();
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = stubStorage(true, true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers null where the Storage API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    expect(await requestPersistentStorage()).toBeNull();
  });
});
