import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { EMAIL_SIGN_IN_OFF, PHONE_SIGN_IN_OFF } from '#server/services/messaging/channel-texts.ts';
import { loginErrors } from '#src/features/auth/login-errors.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { globalErrorAction } from '#src/lib/query/global-errors.ts';

const said = (messages: { id: string }[]) => messages.map((m) => i18n._(m as never));

describe('a sign-in channel production cannot deliver (decision 0272)', () => {
  it('the sign-in form says which way to sign in instead, in the person’s words', () => {
    for (const text of [PHONE_SIGN_IN_OFF, EMAIL_SIGN_IN_OFF]) {
      const refusal = new ApiError(422, text);
      expect(said(loginErrors(refusal))).toEqual([text]);
      // A 422 is the form's business: it does not send the app to the maintenance page as a 503 would.
      expect(globalErrorAction(refusal, { isCurrentUser: false, hadToken: false })).toBeNull();
    }
  });
});
