/** What the list says after a form sent the person back to it ("… was added and invited."). */
export interface TeamNotice {
  kind: 'added' | 'saved';
  name: string;
}

let pending: TeamNotice | null = null;

export function leaveTeamNotice(notice: TeamNotice): void {
  pending = notice;
}

/** Read once by the list; cleared after its first render so a later visit does not repeat it. */
export function peekTeamNotice(): TeamNotice | null {
  return pending;
}

export function clearTeamNotice(): void {
  pending = null;
}
