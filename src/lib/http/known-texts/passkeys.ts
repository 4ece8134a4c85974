import type { MessageDescriptor } from '@lingui/core';

/** Server texts about passkeys (decision 026x), and their translations; merged into error-messages.ts. */
export const passkeysTexts: Record<string, MessageDescriptor> = {};
