import { mutationOptions } from '@tanstack/react-query';
import { type LoginRequest, login, verifyLogin } from '#contract/auth.ts';
import { deviceToken } from '#src/lib/auth/device-token.ts';
import { callApi } from '#src/lib/http/call-api.ts';

/** Signing in's mutation keys (nothing under 'auth' is ever saved on the device: src/lib/query/persist-cache.ts). */
export const authKeys = {
  login: () => ['auth', 'login'] as const,
  verify: () => ['auth', 'verify'] as const,
};

/** Asks for a code: a new sign-in attempt, from this device (decision 0262). */
export function loginMutation() {
  return mutationOptions({
    mutationKey: authKeys.login(),
    mutationFn: (body: LoginRequest) => callApi(login, { body: { ...body, device: deviceToken() } }),
  });
}

/** Signs in with the code of the attempt that asked for it. */
export function verifyLoginMutation() {
  return mutationOptions({
    mutationKey: authKeys.verify(),
    mutationFn: (body: { userId: string; code: string; attempt: string }) =>
      callApi(verifyLogin, { body: { ...body, device: deviceToken() } }),
  });
}
