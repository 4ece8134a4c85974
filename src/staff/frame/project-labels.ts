import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '#src/components/tone-badge.tsx';

type ProjectStatusName = 'open' | 'closed' | 'lost' | 'rejected' | 'review';

export const PROJECT_STATUS: Record<ProjectStatusName, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg({ message: 'Open', comment: 'A project still collecting scans' }), tone: 'info' },
  closed: { label: msg({ message: 'Closed', comment: 'A project closed, its points credited' }), tone: 'success' },
  lost: { label: msg({ message: 'Lost', comment: 'A project marked lost' }), tone: 'neutral' },
  rejected: { label: msg({ message: 'Rejected', comment: 'A project staff rejected' }), tone: 'danger' },
  review: { label: msg({ message: 'In review', comment: 'A project waiting for staff review' }), tone: 'warning' },
};

/** A scan's flag: 1 normal, 2 in review, 3 rejected. */
export const SCAN_FLAG: Record<1 | 2 | 3, { label: MessageDescriptor; tone: Tone }> = {
  1: { label: msg({ message: 'Accepted', comment: 'A scanned product that counts' }), tone: 'success' },
  2: { label: msg({ message: 'In review', comment: 'A scanned product waiting for staff review' }), tone: 'warning' },
  3: { label: msg({ message: 'Rejected', comment: 'A scanned product staff rejected' }), tone: 'danger' },
};
