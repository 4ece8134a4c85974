/**
 * A delivery the gateway refused or could not take. `retryable` says whether the same message may go through later
 * (the gateway is down, busy or rate-limiting) or would be refused again (an invalid number, a rejected recipient).
 * A transport that throws anything else is treated as retryable: a network error, a timeout.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export function isRetryable(error: unknown): boolean {
  return !(error instanceof DeliveryError) || error.retryable;
}
