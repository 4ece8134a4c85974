import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Notification } from '#contract/notifications.ts';

type Item = Pick<Notification, 'event' | 'title' | 'text' | 'meta'>;

/** Where a notification leads, and the words of that link. */
export interface NotificationAction {
  to: string;
  params?: Record<string, string>;
  label: MessageDescriptor;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The spec's d. M. yyyy of a day the server names in UTC (points expire at the start of 1 January). */
function utcDay(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  return `${d.getUTCDate()}. ${d.getUTCMonth() + 1}. ${d.getUTCFullYear()}`;
}

function orderTitle(status: unknown, number: string | undefined): MessageDescriptor | undefined {
  if (!number) return undefined;
  switch (status) {
    case 2:
      return msg`Order ${number} approved`;
    case 3:
      return msg`Order ${number} completed`;
    case 4:
      return msg`Order ${number} rejected`;
    case 5:
      return msg`Order ${number} takes longer`;
    default:
      return msg`Order ${number} changed its status`;
  }
}

function orderText(status: unknown, number: string | undefined): MessageDescriptor {
  if (!number) return msg`Your order changed its status. Open it to see where it is.`;
  switch (status) {
    case 2:
      return msg`Your order ${number} is approved and on its way.`;
    case 3:
      return msg`Your order ${number} is completed.`;
    case 4:
      return msg`Your order ${number} was rejected. Its points are back in your balance.`;
    case 5:
      return msg`Your order ${number} is taking longer than usual. It is still being processed; there is nothing you need to do.`;
    default:
      return msg`Your order ${number} changed its status. Open it to see where it is.`;
  }
}

const PROJECT_TITLES: Record<number, MessageDescriptor> = {
  2: msg`Project closed`,
  3: msg`Project lost`,
  4: msg`Project rejected`,
  5: msg`Project in review`,
};

function projectText(status: unknown, address: string | undefined, points: number): MessageDescriptor | undefined {
  if (address) {
    switch (status) {
      case 2:
        return msg`The project at ${address} is closed; ${plural(points, { one: '# point was credited.', other: '# points were credited.' })}`;
      case 3:
        return msg`The project at ${address} was not finished in time and is lost.`;
      case 4:
        return msg`After review, the project at ${address} earns no points.`;
      case 5:
        return msg`The project at ${address} is being reviewed by the club; points follow its approval.`;
    }
    return undefined;
  }
  switch (status) {
    case 2:
      return msg`Your project is closed and its points were credited.`;
    case 3:
      return msg`Your project was not finished in time and is lost.`;
    case 4:
      return msg`After review, your project earns no points.`;
    case 5:
      return msg`Your project is being reviewed by the club; points follow its approval.`;
  }
  return undefined;
}

/**
 * The notification's title in the reader's language, from its event and the parameters in `meta` (decision
 * 0190); an event the app does not know keeps the English title the server stored.
 */
export function notificationTitle(item: Item, i18n: I18n): string {
  const meta = item.meta as Record<string, unknown>;
  let title: MessageDescriptor | undefined;
  switch (item.event) {
    case 'support.replied':
      title = msg`Support replied`;
      break;
    case 'points.expiring':
      title = msg`Points expiring`;
      break;
    case 'order.status_changed':
      title = orderTitle(meta.status, str(meta.number)) ?? msg`Your order changed its status`;
      break;
    case 'project.status_changed':
      title = PROJECT_TITLES[num(meta.status) ?? 0];
      break;
    case 'certificate.awarded':
      title = msg`New certificate`;
      break;
    case 'card.top_up_settled':
      title = meta.status === 'SUCCEEDED' ? msg`Club card topped up` : msg`Club card top-up failed`;
      break;
    case 'identifier.proposed':
      title = meta.kind === 'email' ? msg`New sign-in e-mail proposed` : msg`New sign-in phone number proposed`;
      break;
    case 'identifier.changed':
      title = meta.kind === 'email' ? msg`Your sign-in e-mail was changed` : msg`Your sign-in phone number was changed`;
      break;
  }
  return title ? i18n._(title) : item.title;
}

/** The notification's text in the reader's language; the stored English text for events the app does not know. */
export function notificationText(item: Item, i18n: I18n): string {
  const meta = item.meta as Record<string, unknown>;
  let text: MessageDescriptor | undefined;
  switch (item.event) {
    case 'support.replied': {
      const title = str(meta.ticket_title);
      text = title ? msg`Club support answered your ticket “${title}”.` : msg`Club support answered your ticket.`;
      break;
    }
    case 'points.expiring': {
      const points = num(meta.points);
      const date = utcDay(str(meta.expires_at));
      text =
        points !== undefined && date
          ? msg`${plural(points, { one: '# point expires', other: '# points expire' })} on ${date}. Spend them in the shop before then.`
          : msg`Some of your points expire soon. Spend them in the shop before then.`;
      break;
    }
    case 'order.status_changed':
      text = orderText(meta.status, str(meta.number));
      break;
    case 'project.status_changed':
      text = projectText(meta.status, str(meta.address), num(meta.points) ?? 0);
      break;
    case 'certificate.awarded': {
      const name = str(meta.certificate_name);
      text = name
        ? msg`You have been awarded the certificate “${name}”. Download it from your profile.`
        : msg`You have been awarded a certificate. Download it from your profile.`;
      break;
    }
    case 'card.top_up_settled': {
      const points = num(meta.points);
      if (points === undefined) break;
      text =
        meta.status === 'SUCCEEDED'
          ? msg`Your top-up of ${plural(points, { one: '# point', other: '# points' })} went through.`
          : msg`Your top-up of ${plural(points, { one: '# point', other: '# points' })} did not go through. The points are back in your balance.`;
      break;
    }
    // Decision 0261: a new sign-in phone or e-mail the company's owner proposed, or one set for the member.
    case 'identifier.proposed': {
      const who = str(meta.proposed_by);
      const value = str(meta.value);
      if (!who || !value) break;
      text =
        meta.kind === 'email'
          ? msg`${who} proposed ${value} as the e-mail you sign in with. Confirm or decline it in your profile.`
          : msg`${who} proposed ${value} as the phone number you sign in with. Confirm or decline it in your profile.`;
      break;
    }
    case 'identifier.changed': {
      const value = str(meta.value);
      if (!value) break;
      text = msg`You now sign in with ${value}. If you did not expect this, contact the club's support.`;
      break;
    }
  }
  if (!text) return item.text;
  // A refusal's reason is the club staff's own words: said after the translated text, as written.
  const reason = str(meta.reason);
  return reason && (item.event === 'order.status_changed' || item.event === 'project.status_changed')
    ? `${i18n._(text)} ${i18n._(msg({ message: `Reason: ${reason}`, comment: "reason: the club staff's own words (a refused scan, order or project)" }))}`
    : i18n._(text);
}

/** Where the notification leads: a support reply to its conversation, an order or project to its page. */
export function notificationAction(item: Item): NotificationAction | undefined {
  const meta = item.meta as Record<string, unknown>;
  const ticket = str(meta.ticket_uuid);
  if (item.event === 'support.replied' && ticket)
    return { to: `/support/chat/${ticket}`, label: msg`Open the conversation` };
  const order = str(meta.order_uuid);
  if (order) return { to: '/orders/$uuid', params: { uuid: order }, label: msg`Open the order` };
  const project = str(meta.project_uuid);
  if (project) return { to: '/projects/$uuid', params: { uuid: project }, label: msg`Open the project` };
  switch (item.event) {
    case 'points.expiring':
      return { to: '/shop', label: msg`Go to the shop` };
    case 'certificate.awarded':
    case 'identifier.proposed':
    case 'identifier.changed':
      return { to: '/user', label: msg`Open your profile` };
    case 'card.top_up_settled':
      return { to: '/club-card', label: msg`Open the club card` };
  }
  return undefined;
}
