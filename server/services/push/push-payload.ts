import type { PushPayload } from '#contract/push.ts';
import { formatMessage } from './format-message.ts';
import { PUSH_TEXTS } from './push-texts.ts';

/** What one queued push says: the server event and its parameters (the notification's `meta`, or the sums). */
export interface PushContent {
  event: string;
  meta: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The app's `d. M. yyyy` of a day the server names in UTC (as notification-text.ts shows it). */
function utcDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getUTCDate()}. ${d.getUTCMonth() + 1}. ${d.getUTCFullYear()}`;
}

function text(key: string, language: string, values: Record<string, string | number>): string {
  const texts = PUSH_TEXTS[key];
  if (!texts) return '';
  return formatMessage(texts[language] ?? texts.en ?? '', values, language);
}

/** The keys of the title and body, the values they take, and the screen the push opens. */
function parts(c: PushContent): { title: string; body: string; values: Record<string, string | number>; url: string } {
  const m = c.meta;
  switch (c.event) {
    case 'order.status_changed': {
      const status = [2, 3, 4, 5].includes(num(m.status)) ? `${num(m.status)}.` : '';
      const url = str(m.order_uuid) ? `/orders/${str(m.order_uuid)}` : '/orders';
      return { title: `order.${status}title`, body: `order.${status}body`, values: { number: str(m.number) }, url };
    }
    case 'project.status_changed': {
      const status = num(m.status);
      const values = { address: str(m.address), points: num(m.points) };
      return { title: `project.${status}.title`, body: `project.${status}.body`, values, url: projectUrl(m) };
    }
    case 'scans.reviewed': {
      const values = { accepted: num(m.accepted), refused: num(m.refused), total: num(m.accepted) + num(m.refused) };
      return { title: 'scans.title', body: 'scans.body', values, url: projectUrl(m) };
    }
    case 'support.replied': {
      const url = str(m.ticket_uuid) ? `/support/chat/${str(m.ticket_uuid)}` : '/support';
      return { title: 'support.title', body: 'support.body', values: { title: str(m.ticket_title) }, url };
    }
    case 'points.expiring': {
      const values = { points: num(m.points), date: utcDay(str(m.expires_at)) };
      return { title: 'expiring.title', body: 'expiring.body', values, url: '/shop' };
    }
    default:
      return {
        title: 'news.title',
        body: '',
        values: {},
        url: str(m.content_uuid) ? `/news/${str(m.content_uuid)}` : '/',
      };
  }
}

const projectUrl = (m: Record<string, unknown>) =>
  str(m.project_uuid) ? `/projects/${str(m.project_uuid)}` : '/projects';

/**
 * The push's JSON in the device's language (decision 0293). Important news carries its own title and excerpt in
 * the reader's language (`meta.title`, `meta.text`), the other events the app's notification texts.
 */
export function buildPushPayload(c: PushContent, language: string, tag: string, unread: number): PushPayload {
  const p = parts(c);
  const title =
    c.event === 'news.important' && str(c.meta.title) ? str(c.meta.title) : text(p.title, language, p.values);
  const body = c.event === 'news.important' ? str(c.meta.text) : text(p.body, language, p.values);
  return { title, body, url: p.url, tag, badge: unread };
}
