/** The Background Sync tag the app registers when a write is queued offline (docs/decisions/0294). */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The service worker's message to an open window of the app: send the outbox now (it does not send itself then). */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';
