/** Query keys of support tickets, shared by the support feature and the outbox that updates them after a replay. */
export const supportKeys = {
  all: ['support'] as const,
  lists: () => ['support', 'list'] as const,
  ticket: (uuid: string) => ['support', 'ticket', uuid] as const,
  chat: (uuid: string) => ['support', 'chat', uuid] as const,
};
