import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { orderRefusal } from '#src/features/checkout/order-errors.ts';
import { uploadRefusal } from '#src/features/personalisation/file-rules.ts';
import { profileErrors } from '#src/features/profile/profile-messages.ts';
import { teamErrors } from '#src/features/team/team-rules.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import {
  NO_ROOM_ON_SERVER,
  UPLOAD_QUOTA_REACHED,
  UPLOADS_PER_HOUR_REACHED,
  WRITES_THROTTLED,
} from '#src/lib/http/known-texts/uploads-and-writes.ts';

const said = (messages: { id: string }[]) => messages.map((m) => i18n._(m as never));

describe('the limits on uploads and writes, in the person’s words', () => {
  it('says how long to wait when the server said (Retry-After), and to wait a moment when it did not', () => {
    expect(said(errorMessages(new ApiError(429, WRITES_THROTTLED, {}, 1)))).toEqual([
      'You have sent a lot in a short time. Wait 1 second, then try again: what you entered is kept.',
    ]);
    expect(said(errorMessages(new ApiError(429, WRITES_THROTTLED, {}, 150)))).toEqual([
      'You have sent a lot in a short time. Wait about 3 minutes, then try again: what you entered is kept.',
    ]);
    expect(said(errorMessages(new ApiError(429, WRITES_THROTTLED)))).toEqual([
      'You have sent a lot in a short time. Wait a moment, then try again: what you entered is kept.',
    ]);
    // The same on the screens with texts of their own.
    const throttled = new ApiError(429, WRITES_THROTTLED, {}, 20);
    for (const messages of [
      teamErrors(throttled),
      profileErrors(throttled),
      orderRefusal(throttled, String).messages,
    ]) {
      expect(said(messages)).toEqual([
        'You have sent a lot in a short time. Wait 20 seconds, then try again: what you entered is kept.',
      ]);
    }
    // The checkout may send the same order again with its key: it was not looked at.
    expect(orderRefusal(throttled, String).unanswered).toBe(true);
  });

  it('tells an upload refused for the hour, the account’s room or the server’s disk from a file too large', () => {
    expect(i18n._(uploadRefusal(new ApiError(429, UPLOADS_PER_HOUR_REACHED, {}, 3000)))).toBe(
      'You have uploaded many files in the last hour. You can upload again in about 50 minutes.',
    );
    expect(i18n._(uploadRefusal(new ApiError(413, UPLOAD_QUOTA_REACHED)))).toBe(
      'Your account has no room for this file. Files not used in an order are removed a day after they were uploaded: try again then, or choose a smaller file.',
    );
    expect(i18n._(uploadRefusal(new ApiError(413, 'The file is too large.')))).toBe(
      'The file is larger than 10 MB. Choose a smaller one.',
    );
    expect(i18n._(uploadRefusal(new ApiError(507, NO_ROOM_ON_SERVER)))).toBe(
      'The club cannot store files right now. Please try again later.',
    );
    expect(said(profileErrors(new ApiError(413, UPLOAD_QUOTA_REACHED)))).toEqual([
      i18n._(uploadRefusal(new ApiError(413, UPLOAD_QUOTA_REACHED))),
    ]);
    expect(said(profileErrors(new ApiError(507, NO_ROOM_ON_SERVER)))).toEqual([
      'The club cannot store files right now. Please try again later.',
    ]);
  });
});
