import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '#contract/call.ts';

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  support: msg({ message: 'Support', comment: 'A staff role: answers installers’ tickets' }),
  operations: msg({ message: 'Operations', comment: 'A staff role: orders, project reviews, club cards' }),
  content: msg({ message: 'Content', comment: 'A staff role: news and resources' }),
  admin: msg({ message: 'Admin', comment: 'A staff role: staff accounts, promotions, settings' }),
};
