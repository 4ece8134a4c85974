import { mutationOptions } from '@tanstack/react-query';
import { type LoginRequest, login, verifyLogin } from '../../../../contract/auth.ts';
import { callApi } from '../../../lib/http/call-api.ts';

export function loginMutation() {
  return mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: LoginRequest) => callApi(login, { body }),
  });
}

export function verifyLoginMutation() {
  return mutationOptions({
    mutationKey: ['auth', 'verify'],
    mutationFn: (body: { userId: string; code: string }) => callApi(verifyLogin, { body }),
  });
}
