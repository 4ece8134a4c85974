/** The register route's search: the hidden invite code of an owner's invite link (kept out of the wizard chunk). */
export function inviteSearch(search: Record<string, unknown>): { invite?: string } {
  const invite = typeof search.invite === 'string' ? search.invite.trim().slice(0, 32) : '';
  return invite ? { invite } : {};
}
