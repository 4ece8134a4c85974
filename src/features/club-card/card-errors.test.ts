import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { topUpRefusal, verifyRefusal } from './card-errors.ts';

const format = (n: number) => n.toLocaleString('de-DE');

describe('registering the card', () => {
  it('explains the issuer not knowing the number', () => {
    const error = new ApiError(422, 'The card issuer does not recognise this card serial number.', {
      card_serial_number: ['Check the number on the back of the card.'],
    });
    expect(verifyRefusal(error).message).toContain('does not recognise this serial number');
  });

  it('names the owner-only rule, a lost reply, and falls back to the generic message', () => {
    expect(verifyRefusal(new ApiError(403, 'Only the company owner can link the club card.')).message).toContain(
      'Only the company owner',
    );
    expect(verifyRefusal(new ApiError(OFFLINE, 'offline')).message).toContain('did not answer');
    expect(verifyRefusal(new ApiError(422, 'Something new.'))).toBe(GENERIC_ERROR);
  });
});

describe('topping up', () => {
  it('states the balance in the person’s number format', () => {
    const refusal = topUpRefusal(new ApiError(422, 'Not enough points. Your balance is 1,200 points.'), format);
    expect(refusal.unanswered).toBe(false);
    expect(refusal.message.values).toEqual({ have: '1.200' });
  });

  it('tells an ISSUED card to be activated first', () => {
    const refusal = topUpRefusal(new ApiError(422, 'Activate your card with the issuer before topping it up.'), format);
    expect(refusal.message.message).toContain('Activate your card');
  });

  it('keeps the key when no answer came', () => {
    expect(topUpRefusal(new ApiError(OFFLINE, 'offline'), format).unanswered).toBe(true);
    expect(topUpRefusal(new ApiError(502, 'Bad gateway'), format).unanswered).toBe(true);
  });
});
