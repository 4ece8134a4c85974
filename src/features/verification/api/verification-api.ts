import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendVerification, verifyEmail } from '#contract/verification.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

/** Checks the code; the answer (verified_email_at set) becomes the current user, so every warning goes. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(verifyEmail, { body: { code } }),
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery().queryKey, user),
  });
}

export function useSendVerification() {
  return useMutation({ mutationFn: () => callApi(sendVerification, {}) });
}
