import { describe, expect, it } from 'vitest';
import { DeliveryError } from '#server/services/messaging/delivery-error.ts';
import { createMessenger } from '#server/services/messaging/messenger.ts';
import { useTestApp } from '#server/test/test-app.ts';
import { inProcessClient } from '../in-process-client.ts';
import { MESSAGE_COMMANDS } from './messages.ts';

describe('operator messages command', () => {
  const t = useTestApp();
  const client = inProcessClient(t);

  it('lists failed and waiting messages with the addresses masked', async () => {
    expect(await MESSAGE_COMMANDS.messages!.run(client, [])).toBe('No message waits or failed.');
    const messenger = createMessenger(
      t.deps.db,
      t.clock,
      {
        deliver: async (m) => {
          throw new DeliveryError(
            m.channel === 'sms' ? 'Twilio 503 (20503): Service Unavailable' : 'SMTP EENVELOPE: 550 no such user',
            m.channel === 'sms',
          );
        },
      },
      { log: () => undefined },
    );
    await messenger.send({
      to: '+48500000001',
      channel: 'sms',
      subject: 'Your Installer Club code',
      text: 'Code 12345',
      code: '12345',
    });
    await messenger.send({
      to: 'owner.pl@example.com',
      channel: 'email',
      subject: 'Invitation',
      text: 'Join',
      code: null,
    });

    const failed = await MESSAGE_COMMANDS.messages!.run(client, ['failed']);
    expect(failed).toMatch(
      /^\d+ {2}\d{4}-\d\d-\d\dT\d\d:\d\d {2}email to o\*\*\*@example\.com {2}failed, 1 attempt, failed \S+ {2}"Invitation": SMTP EENVELOPE: 550 no such user$/,
    );
    const queued = await MESSAGE_COMMANDS.messages!.run(client, ['queued']);
    expect(queued).toMatch(
      /sms to \+48\*\*\*\*\*001 {2}queued, 1 attempt, next \S+ {2}"Your Installer Club code": Twilio 503/,
    );
    expect((await MESSAGE_COMMANDS.messages!.run(client, ['all'])).split('\n')).toHaveLength(2);
    expect(`${failed}${queued}`).not.toMatch(/12345|\+48500000001|owner\.pl@/);
    await expect(MESSAGE_COMMANDS.messages!.run(client, ['sent'])).rejects.toThrow(/Usage/);
  });
});
