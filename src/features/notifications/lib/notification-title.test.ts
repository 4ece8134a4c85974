import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { notificationTitle } from './notification-title.ts';

describe('notificationTitle', () => {
  it('maps known events to messages and keeps the stored text for unknown ones', () => {
    expect(notificationTitle({ event: 'support.replied', title: 'x', meta: {} }, i18n)).toBe('Support replied');
    expect(notificationTitle({ event: 'order.status_changed', title: 'x', meta: { number: 'A-7' } }, i18n)).toBe(
      'Order A-7 changed its status',
    );
    expect(notificationTitle({ event: 'order.status_changed', title: 'Stored', meta: {} }, i18n)).toBe('Stored');
    expect(notificationTitle({ event: 'new.kind', title: 'Stored English', meta: {} }, i18n)).toBe('Stored English');
  });
});
