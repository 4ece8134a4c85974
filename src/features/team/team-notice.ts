/** What the list says after a form sent the person back to it ("… was added and invited."). */
export interface TeamNotice {
  kind: 'added' | 'saved';
  name: string;
  /** A new phone or e-mail was only proposed: it waits for the member's confirmation (decision 0261). */
  waiting?: boolean;
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
