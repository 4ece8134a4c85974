import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { syncState, syncSummary } from './sync-state.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe("the header's sync state", () => {
  it('puts a refusal before no signal, and no signal before waiting work', () => {
    expect(syncState({ online: false, pending: 2, refused: 1 })).toBe('refused');
    expect(syncState({ online: false, pending: 2, refused: 0 })).toBe('offline');
    expect(syncState({ online: true, pending: 2, refused: 0 })).toBe('pending');
    expect(syncState({ online: true, pending: 0, refused: 0 })).toBe('sent');
  });

  it('says the state in words', () => {
    expect(syncSummary({ online: true, pending: 0, refused: 0 }, i18n)).toBe('All changes sent');
    expect(syncSummary({ online: false, pending: 2, refused: 0 }, i18n)).toBe('Offline, 2 changes waiting to sync');
    expect(syncSummary({ online: true, pending: 1, refused: 1 }, i18n)).toBe(
      '1 change not sent, 1 change waiting to sync',
    );
  });
});
