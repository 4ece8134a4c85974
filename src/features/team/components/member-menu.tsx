import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Menu.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconSend, IconUserMinus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TeamMember } from '#contract/team.ts';
import { fullName } from '../team-rules.ts';

interface MemberMenuProps {
  member: TeamMember;
  onResend: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}

/** The owner's actions on another member: edit, resend the invitation, remove (never shown for oneself). */
export function MemberMenu({ member, onResend, onRemove }: MemberMenuProps) {
  const { t } = useLingui();
  const name = fullName(member);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={t`Actions for ${name}`}>
          <IconDots size={24} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          mih={44}
          leftSection={<IconPencil size={20} aria-hidden />}
          renderRoot={(props) => <Link {...props} to="/team/$uuid" params={{ uuid: member.uuid }} />}
        >
          {t`Edit`}
        </Menu.Item>
        <Menu.Item mih={44} leftSection={<IconSend size={20} aria-hidden />} onClick={() => onResend(member)}>
          {t`Resend invitation`}
        </Menu.Item>
        <Menu.Item
          mih={44}
          color="red"
          leftSection={<IconUserMinus size={20} aria-hidden />}
          onClick={() => onRemove(member)}
        >
          {t`Remove from team`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
