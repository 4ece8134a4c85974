import type { MessageDescriptor } from '@lingui/core';

/** Server texts about club rules (decision 026x), and their translations; merged into error-messages.ts. */
export const clubRulesTexts: Record<string, MessageDescriptor> = {};
