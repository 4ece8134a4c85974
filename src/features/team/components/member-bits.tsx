import { useLingui } from '@lingui/react/macro';
import type { TeamMember } from '#contract/team.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { isOwnerRole, roleLabel } from '../team-rules.ts';

export function RoleBadge({ role }: { role: number }) {
  const { i18n } = useLingui();
  return (
    <span className="tone-badge" data-tone={isOwnerRole(role) ? 'info' : 'neutral'}>
      {i18n._(roleLabel(role))}
    </span>
  );
}

/** Last active, or when the invitation went out for someone who never signed in. */
export function LastActive({ member }: { member: TeamMember }) {
  const { t } = useLingui();
  if (member.last_active_at) return <span className="nowrap">{formatDate(member.last_active_at)}</span>;
  if (member.invited_at) {
    return (
      <>
        {t`Invited`} <span className="nowrap">{formatDate(member.invited_at)}</span>
      </>
    );
  }
  return <>{t`Never`}</>;
}
