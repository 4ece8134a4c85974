import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { orderRefusal } from './order-errors.ts';

const fmt = (n: number) => n.toLocaleString('en-US');

describe('order refusals', () => {
  it('states the balance and the need, and the regional minimum, in translatable messages', () => {
    const balance = orderRefusal(
      new ApiError(422, 'Not enough points. Your balance is 1,200 points; this order needs 1,800.'),
      fmt,
    );
    expect(balance.messages[0]?.values).toEqual({ have: '1,200', need: '1,800' });
    const minimum = orderRefusal(new ApiError(422, 'The order total must be at least 128 points.'), fmt);
    expect(minimum.messages[0]?.values).toEqual({ min: '128' });
    expect(minimum.unanswered).toBe(false);
  });

  it('maps customer fields back to the form and knows a lost reply may be retried', () => {
    const refusal = orderRefusal(
      new ApiError(422, 'Check the delivery details.', {
        'customer.phone_prefix': ['The phone prefix does not match the country.'],
      }),
      fmt,
    );
    expect(Object.keys(refusal.fields)).toEqual(['phone_prefix']);
    expect(orderRefusal(new ApiError(OFFLINE, 'Failed to fetch'), fmt).unanswered).toBe(true);
  });
});
