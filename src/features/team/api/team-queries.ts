import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { updateInstaller } from '#contract/profile.ts';
import {
  type CreateMemberRequest,
  createMember,
  listTeam,
  removeMember,
  resendInvitation,
  TEAM_PAGE_SIZE,
  type TeamMember,
  teamMember,
} from '#contract/team.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

export const teamKeys = {
  all: ['team'] as const,
  lists: () => ['team', 'list'] as const,
  list: (page: number) => ['team', 'list', page] as const,
  member: (uuid: string) => ['team', 'member', uuid] as const,
  add: () => ['team', 'add'] as const,
  edit: (uuid: string) => ['team', 'edit', uuid] as const,
  resend: () => ['team', 'resend'] as const,
  remove: () => ['team', 'remove'] as const,
};

export function teamListQuery(page: number) {
  return queryOptions({
    queryKey: teamKeys.list(page),
    queryFn: ({ signal }) =>
      callApi(listTeam, { query: { page: String(page), limit: String(TEAM_PAGE_SIZE) }, signal }),
  });
}

export function teamMemberQuery(uuid: string) {
  return queryOptions({
    queryKey: teamKeys.member(uuid),
    queryFn: ({ signal }) => callApi(teamMember, { params: { uuid }, signal }),
  });
}

const refreshTeam = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: teamKeys.all });

/** Adding needs the network: only the server knows the regional limit and whether the phone is free. */
export function addMemberMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: teamKeys.add(),
    mutationFn: ({ body, key }: { body: CreateMemberRequest; key: string }) =>
      callApi(createMember, { body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refreshTeam(queryClient),
  });
}

export interface MemberChanges {
  name?: string;
  surname?: string;
  phone?: string;
  /** Proposed to a member who has signed in, as a new phone is (decision 0261). */
  email?: string;
}

/** Only the changed fields are sent; editing oneself also refreshes the signed-in user. */
export function editMemberMutation(queryClient: QueryClient, uuid: string, selfUuid: string) {
  return mutationOptions({
    mutationKey: teamKeys.edit(uuid),
    mutationFn: (body: MemberChanges) => callApi(updateInstaller, { params: { uuid }, body }),
    onSuccess: (answer) => {
      if (uuid === selfUuid) queryClient.setQueryData(currentUserQuery().queryKey, answer);
      // The member as saved, with what waits for their confirmation (decision 0261), even before the refetch.
      queryClient.setQueryData(teamKeys.member(uuid), (member: TeamMember | undefined) =>
        member
          ? {
              ...member,
              name: answer.name,
              surname: answer.surname,
              email: answer.email,
              phone: answer.phone,
              pending_identifiers: answer.pending_identifiers,
            }
          : member,
      );
      return refreshTeam(queryClient);
    },
  });
}

export function resendMutation() {
  return mutationOptions({
    mutationKey: teamKeys.resend(),
    mutationFn: (uuid: string) => callApi(resendInvitation, { params: { uuid } }),
  });
}

export function removeMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: teamKeys.remove(),
    mutationFn: ({ uuid, key }: { uuid: string; key: string }) =>
      callApi(removeMember, { params: { uuid }, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => refreshTeam(queryClient),
  });
}
