import { projectQueuedWrites } from '#src/features/projects/api/project-queued-writes.ts';
import { supportQueuedWrites } from '#src/features/support/api/support-queued-writes.ts';
import type { QueuedWrite } from '#src/lib/outbox/queued-write.ts';

/**
 * Every feature's offline-capable writes (docs/decisions/0080), registered by start-app.tsx before the stored outbox
 * is restored: the outbox sends each through the write declared under its key, in one queue, in order. A feature
 * with a new kind of queued write adds it here. A key a device may still hold must stay registered (or be migrated),
 * or that device's waiting writes could no longer be sent (src/queued-writes.test.ts).
 */
export const queuedWrites: readonly QueuedWrite[] = [...projectQueuedWrites, ...supportQueuedWrites];
