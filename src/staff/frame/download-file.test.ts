import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE } from '#src/lib/http/api-error.ts';
import { OFFLINE_ERROR } from '#src/lib/http/error-messages.ts';
import { downloadErrorMessages } from './download-file.ts';

describe('a failed file download', () => {
  it('says the file is gone, or not the order’s, or what any staff call says', () => {
    expect(downloadErrorMessages(new ApiError(410, 'The file is no longer kept.'))[0]?.message).toBe(
      'This file is no longer kept on the server.',
    );
    expect(downloadErrorMessages(new ApiError(404, 'Not found.'))[0]?.message).toBe(
      'This file is not among the order’s files any more.',
    );
    expect(downloadErrorMessages(new ApiError(OFFLINE, 'fetch failed'))).toEqual([OFFLINE_ERROR]);
  });
});
