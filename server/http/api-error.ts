import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#contract/common.ts';

/** A failure the client caused or must handle; answered as `{ message, errors? }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const INVALID_DATA = 'The given data was invalid.';

export const notFound = () => new ApiError(404, 'Not found.');
export const unauthenticated = () => new ApiError(401, 'Unauthenticated.');
export const invalidData = (errors: Record<string, string[]>) => new ApiError(400, INVALID_DATA, errors);
