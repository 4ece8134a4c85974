import { describe, expect, it } from 'vitest';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { inProcessClient } from '../in-process-client.ts';
import { apiBase } from '../operator-client.ts';
import { LIST_COMMANDS } from './lists.ts';

describe('operator list commands (the staff calls)', () => {
  const t = useTestApp();
  const client = inProcessClient(t);

  it('lists pending orders, reviews, open tickets and found companies', async () => {
    expect(await LIST_COMMANDS.orders!.run(client, [])).toMatch(/Kowalski Dachy Sp\. z o\.o\.\n\d+ in all\.$/);
    expect(await LIST_COMMANDS.orders!.run(client, ['pending', '--region', '3'])).toMatch(/in all|No pending orders/);
    await expect(LIST_COMMANDS.orders!.run(client, ['lost'])).rejects.toThrow(/Usage/);
    expect(await LIST_COMMANDS.reviews!.run(client, [])).toBe('No projects in review.');
    expect(await LIST_COMMANDS.tickets!.run(client, [])).toContain(SEED_TICKETS.memberScan);
    expect(await LIST_COMMANDS.companies!.run(client, ['kowalski'])).toMatch(/Kowalski Dachy Sp\. z o\.o\. \(name\)/);
  });

  it('reaches another machine only over https', () => {
    expect(apiBase({}, { url: 'https://club.example.com/' })).toBe('https://club.example.com/api');
    expect(apiBase({}, { url: 'http://localhost:8181' })).toBe('http://localhost:8181/api');
    expect(apiBase({ PORT: '9000' })).toBe('http://127.0.0.1:9000/api');
    expect(() => apiBase({}, { url: 'http://club.example.com' })).toThrow(/https/);
  });
});
