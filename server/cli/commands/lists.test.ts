import { describe, expect, it } from 'vitest';
import { SEED_TICKETS } from '#server/db/seed/seed-support.ts';
import { TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';
import { apiBase, type OperatorClient, OperatorError } from '../operator-client.ts';
import { LIST_COMMANDS } from './lists.ts';

describe('operator list commands (the staff calls)', () => {
  const t = useTestApp();
  const client: OperatorClient = {
    async request(method, path, body) {
      const res = await t.call(method, `/api${path}`, body, { 'X-Operator-Key': TEST_OPERATOR_KEY });
      if (res.status >= 400) throw new OperatorError(`${res.status}: ${(res.body as { message: string }).message}`);
      return res.body;
    },
  };

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
