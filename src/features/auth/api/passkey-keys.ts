/** The passkeys' query and mutation keys, apart from their calls: the login screen loads those at the click (0301). */
export const passkeyKeys = {
  all: ['passkeys'] as const,
  list: () => ['passkeys', 'list'] as const,
  add: () => ['passkeys', 'add'] as const,
  remove: () => ['passkeys', 'remove'] as const,
  signIn: () => ['passkeys', 'sign-in'] as const,
};
