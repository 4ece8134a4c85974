import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentType, Resource } from '#contract/content.ts';
import type { ContentStatus } from '#contract/staff-content.ts';
import type { Tone } from '#src/components/tone-badge.tsx';

export const CONTENT_TYPE_LABEL: Record<ContentType, MessageDescriptor> = {
  news: msg`News`,
  tutorial: msg`Tutorials`,
};

export const CONTENT_STATUS: Record<ContentStatus, { label: MessageDescriptor; tone: Tone }> = {
  draft: { label: msg`Draft`, tone: 'neutral' },
  scheduled: { label: msg`Scheduled`, tone: 'info' },
  published: { label: msg`Published`, tone: 'success' },
};

export const RESOURCE_KIND: Record<Resource['kind'], MessageDescriptor> = {
  instructions: msg`Installation instructions`,
  training: msg`Training`,
  social: msg`Social group`,
  video: msg`Video channel`,
  dealer_finder: msg`Dealer finder`,
  quote_tool: msg`Quote tool`,
};
