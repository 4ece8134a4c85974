import { projectWriteRequests } from '#src/features/projects/api/project-write-requests.ts';
import { supportWriteRequests } from '#src/features/support/api/support-write-requests.ts';
import type { WriteRequest } from '#src/lib/outbox/write-request.ts';

/**
 * The requests of every queued write (src/queued-writes.ts), for the service worker's Background Sync: it sends the
 * stored outbox through these with the app closed (docs/decisions/0294). Light on purpose: no React, TanStack Query,
 * Lingui nor the app's http client. A feature with a new kind of queued write adds its request here too.
 */
export const queuedWriteRequests = [...projectWriteRequests, ...supportWriteRequests] as readonly WriteRequest[];
