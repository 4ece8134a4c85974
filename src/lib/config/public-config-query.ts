import { i18n } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { publicConfig } from '#contract/config.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** The public configuration's query keys (saved on the device: keep the values). */
export const configKeys = {
  all: ['config'] as const,
  /** Per interface language: company types and behaviours come in it (decision 0281). */
  public: (language?: string) =>
    language ? (['config', 'public', language] as const) : (['config', 'public'] as const),
};

/** The public configuration with its texts in the interface's language (English before a language is active). */
export function publicConfigQuery() {
  const language = i18n.locale || undefined;
  return queryOptions({
    queryKey: configKeys.public(language),
    queryFn: ({ signal }) => callApi(publicConfig, { query: language ? { language } : {}, signal }),
    staleTime: 10 * 60_000,
  });
}
