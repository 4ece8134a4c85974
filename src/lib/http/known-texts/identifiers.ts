import type { MessageDescriptor } from '@lingui/core';

/** Server texts about identifiers (decision 026x), and their translations; merged into error-messages.ts. */
export const identifiersTexts: Record<string, MessageDescriptor> = {};
