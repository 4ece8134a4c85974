import type { MessageDescriptor } from '@lingui/core';

/** Server texts about uploads and writes (decision 026x), and their translations; merged into error-messages.ts. */
export const uploadsAndWritesTexts: Record<string, MessageDescriptor> = {};
