import type { MessageDescriptor } from '@lingui/core';
import type { CountryCode } from 'libphonenumber-js';
import type { LoginRequest, VerifyResponse } from '#contract/auth.ts';

export type LoginMethod = 'email' | 'phone';

/** The steps of this slice; later steps (terms, company, consent, survey) are appended after the code. */
export type LoginStepId = 'choose' | 'identify' | 'code' | 'completion';

export const BASE_STEPS: readonly LoginStepId[] = ['choose', 'identify', 'code'];

/** What the person typed; it survives errors and Back. */
export interface LoginDraft {
  method: LoginMethod;
  email: string;
  country: CountryCode;
  phone: string;
}

export interface LoginState {
  steps: readonly LoginStepId[];
  current: LoginStepId;
  draft: LoginDraft;
  /** The login call that sent the code, repeated by "Resend code". */
  request: LoginRequest | null;
  userId: string | null;
  /** The sign-in attempt the code was sent for: the code is checked only with it (decision 0262). */
  attempt: string | null;
  destination: string;
  /** When "Resend code" becomes available (epoch ms). */
  resendAt: number | null;
  /** Errors to show on arrival at a step (the invalid code, shown on the id step). */
  notice: MessageDescriptor[];
  /** Whether the person has moved between steps: only then does focus follow the step heading. */
  moved: boolean;
  /** After the code: the token and login profile, held in memory while the conditional steps run. */
  session: VerifyResponse | null;
}

export type LoginAction =
  | { type: 'choose'; method: LoginMethod }
  | { type: 'edit'; patch: Partial<LoginDraft> }
  | {
      type: 'code-sent';
      request: LoginRequest;
      userId: string;
      attempt: string;
      destination: string;
      resendAt: number;
    }
  | { type: 'back' }
  | { type: 'code-rejected'; notice: MessageDescriptor[] }
  | { type: 'verified'; session: VerifyResponse };

export function initialLoginState(country: CountryCode): LoginState {
  return {
    steps: BASE_STEPS,
    current: 'choose',
    draft: { method: 'email', email: '', country, phone: '' },
    request: null,
    userId: null,
    attempt: null,
    destination: '',
    resendAt: null,
    notice: [],
    moved: false,
    session: null,
  };
}

const go = (state: LoginState, current: LoginStepId, notice: MessageDescriptor[] = []): LoginState => ({
  ...state,
  current,
  notice,
  moved: true,
});

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  const index = state.steps.indexOf(state.current);
  switch (action.type) {
    case 'choose':
      return go({ ...state, draft: { ...state.draft, method: action.method } }, 'identify');
    case 'edit':
      return { ...state, draft: { ...state.draft, ...action.patch } };
    case 'code-sent': {
      const { request, userId, attempt, destination, resendAt } = action;
      return go({ ...state, request, userId, attempt, destination, resendAt }, 'code');
    }
    case 'back':
      return index > 0 ? go(state, state.steps[index - 1]!) : state;
    case 'code-rejected':
      return go({ ...state, userId: null, attempt: null, resendAt: null }, 'identify', action.notice);
    case 'verified':
      return go({ ...state, session: action.session }, 'completion');
  }
}
