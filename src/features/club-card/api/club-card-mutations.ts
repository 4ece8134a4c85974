import { useMutation, useQueryClient } from '@tanstack/react-query';
import { topUpCard, verifyCard } from '#contract/club-card.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { pointsKeys, userKeys } from '#src/session/session-keys.ts';
import { clubCardKeys } from './club-card-keys.ts';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Links the company's card by its serial number. Never queued: the person is told at once when there is no
 * network, and the number stays in the field.
 */
export function useVerifyCard(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: clubCardKeys.verify(),
    networkMode: 'always',
    mutationFn: (csn: string) =>
      callApi(verifyCard, { params: { companyId: String(companyId) }, body: { card_serial_number: csn } }),
    onSuccess: (account) => {
      queryClient.setQueryData(clubCardKeys.account(companyId), account);
      // The company's card flags (the header's club card link, the shop's offer) come with the user.
      return queryClient.invalidateQueries({ queryKey: userKeys.self() });
    },
  });
}

/**
 * Tops the card up with one Idempotency-Key per attempt: a double tap, or a try again after a lost reply,
 * gets the first answer instead of a second top-up.
 */
export function useTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: clubCardKeys.topUp(),
    networkMode: 'always',
    mutationFn: ({ points, key }: { points: number; key: string }) =>
      callApi(topUpCard, {
        body: { amount_points: points, accept_terms: true },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubCardKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]),
  });
}
