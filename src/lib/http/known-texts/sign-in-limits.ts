import type { MessageDescriptor } from '@lingui/core';

/** Server texts about sign in limits (decision 026x), and their translations; merged into error-messages.ts. */
export const signInLimitsTexts: Record<string, MessageDescriptor> = {};
