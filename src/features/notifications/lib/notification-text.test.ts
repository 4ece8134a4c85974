import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { notificationAction, notificationText, notificationTitle } from './notification-text.ts';

const item = (event: string, meta: Record<string, unknown>) => ({
  event,
  meta,
  title: 'Stored title',
  text: 'Stored text',
});

describe('notification texts', () => {
  it('renders server events from their parameters', () => {
    const reply = item('support.replied', { ticket_uuid: 'u1', ticket_title: 'Missing points' });
    expect(notificationTitle(reply, i18n)).toBe('Support replied');
    expect(notificationText(reply, i18n)).toBe('Club support answered your ticket “Missing points”.');
    const order = item('order.status_changed', { order_uuid: 'o1', number: '100004', status: 4 });
    expect(notificationTitle(order, i18n)).toBe('Order 100004 rejected');
    expect(notificationText(order, i18n)).toBe('Your order 100004 was rejected. Its points are back in your balance.');
    const refused = item('order.status_changed', { number: '100005', status: 4, reason: 'Stock ran out.' });
    expect(notificationText(refused, i18n)).toBe(
      'Your order 100005 was rejected. Its points are back in your balance. Reason: Stock ran out.',
    );
    const project = item('project.status_changed', { status: 2, address: 'Polna 1, Kraków', points: 1 });
    expect(notificationTitle(project, i18n)).toBe('Project closed');
    expect(notificationText(project, i18n)).toBe('The project at Polna 1, Kraków is closed; 1 point was credited.');
    const expiring = item('points.expiring', { points: 1500, expires_at: '2027-01-01T00:00:00.000Z' });
    expect(notificationText(expiring, i18n)).toBe(
      '1,500 points expire on 1. 1. 2027. Spend them in the shop before then.',
    );
    const card = item('card.top_up_settled', { status: 'REFUSED', points: 200 });
    expect(notificationTitle(card, i18n)).toBe('Club card top-up failed');
    expect(notificationText(card, i18n)).toBe(
      'Your top-up of 200 points did not go through. The points are back in your balance.',
    );
  });

  it('tells a member of a proposed or changed sign-in (decision 0261) and leads to the profile', () => {
    const proposed = item('identifier.proposed', {
      kind: 'phone',
      value: '+48600700801',
      proposed_by: 'Piotr Kowalski',
      change_uuid: 'c1',
    });
    expect(notificationTitle(proposed, i18n)).toBe('New sign-in phone number proposed');
    expect(notificationText(proposed, i18n)).toBe(
      'Piotr Kowalski proposed +48600700801 as the phone number you sign in with. Confirm or decline it in your profile.',
    );
    expect(notificationAction(proposed)).toMatchObject({ to: '/user' });
    const changed = item('identifier.changed', { kind: 'email', value: 'anna@example.com' });
    expect(notificationTitle(changed, i18n)).toBe('Your sign-in e-mail was changed');
    expect(notificationText(changed, i18n)).toBe(
      "You now sign in with anna@example.com. If you did not expect this, contact the club's support.",
    );
    expect(notificationText(item('identifier.proposed', { kind: 'phone' }), i18n)).toBe('Stored text');
  });

  it('says a shorter sentence when a parameter is missing, and keeps the stored text for unknown events', () => {
    expect(notificationText(item('support.replied', {}), i18n)).toBe('Club support answered your ticket.');
    expect(notificationTitle(item('order.status_changed', { status: 2 }), i18n)).toBe('Your order changed its status');
    expect(notificationText(item('points.expiring', { points: 'many' }), i18n)).toBe(
      'Some of your points expire soon. Spend them in the shop before then.',
    );
    expect(notificationText(item('card.top_up_settled', { status: 'SUCCEEDED' }), i18n)).toBe('Stored text');
    const announcement = item('club.rules_changed', {});
    expect([notificationTitle(announcement, i18n), notificationText(announcement, i18n)]).toEqual([
      'Stored title',
      'Stored text',
    ]);
  });

  it('links support replies to their chat, orders and projects to their pages', () => {
    expect(notificationAction(item('support.replied', { ticket_uuid: 't1' }))?.to).toBe('/support/chat/t1');
    expect(notificationAction(item('order.status_changed', { order_uuid: 'o1' }))).toMatchObject({
      to: '/orders/$uuid',
      params: { uuid: 'o1' },
    });
    expect(notificationAction(item('project.status_changed', { project_uuid: 'p1' }))?.params).toEqual({ uuid: 'p1' });
    expect(notificationAction(item('club.rules_changed', {}))).toBeUndefined();
  });
});
