import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateUser } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { activateLocale } from '#src/lib/i18n/activate-locale.ts';
import type { Locale } from '#src/lib/i18n/locales.ts';

export interface ProfileLanguage {
  userId: number;
  code: string;
  /** Receives the user as the server answers it after the save (the route puts it in the cache). */
  onSaved: (user: CurrentUser) => void;
}

/**
 * Switches the interface at once, remembers the choice on this device and saves it to the profile, so the next
 * sign-in on any device opens in it (decision 0101). Offline the save fails quietly: the device keeps the choice.
 * The answers on screen are fetched again, in the new language (decision 0281).
 */
export function useChooseLanguage(profile: ProfileLanguage | null) {
  const queryClient = useQueryClient();
  const { data: config } = useQuery(publicConfigQuery());
  const save = useMutation({
    mutationFn: ({ userId, languageId }: { userId: number; languageId: number }) =>
      callApi(updateUser, { params: { id: String(userId) }, body: { languages_id: languageId } }),
    onSuccess: (user) => profile?.onSaved(user),
  });
  return (locale: Locale) => {
    // The server answers the club's texts in the interface's language (decision 0281): ask again in the new one.
    void activateLocale(locale, { remember: true }).then(() => queryClient.invalidateQueries());
    const language = config?.languages.find((l) => l.code === locale);
    if (profile && language && profile.code !== locale)
      save.mutate({ userId: profile.userId, languageId: language.id });
  };
}
