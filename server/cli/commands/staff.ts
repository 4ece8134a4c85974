import { STAFF_ROLES, type StaffRole } from '#contract/call.ts';
import { staffMemberInvite, staffMemberList, staffMemberResetPasskeys } from '#contract/staff-members.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const isRole = (value: string | undefined): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Staff accounts from the command line (decision 0276): how the first admin is made. */
export const STAFF_COMMANDS: Record<string, OperatorCommand> = {
  staff: {
    usage: 'staff add <e-mail> <role> [name] | list | reset-passkeys <e-mail> <reason...>',
    summary:
      `Add a staff member (${STAFF_ROLES.join(', ')}; the first admin), list staff, or forget the passkeys of ` +
      'one who lost theirs (they add a new one at their next sign-in).',
    async run(client, [verb, email, role, ...name]) {
      if (verb === 'reset-passkeys' && email && role) {
        const member = (await callOperator(client, staffMemberList)).find(
          (m) => m.email.toLowerCase() === email.toLowerCase(),
        );
        if (!member) throw new OperatorError(`404: No staff member has the e-mail ${email}.`);
        const reset = await callOperator(client, staffMemberResetPasskeys, {
          params: { uuid: member.uuid },
          body: { reason: [role, ...name].join(' ') },
        });
        return `Forgot ${reset.passkeys_removed} passkey(s) of ${member.email} and ended ${reset.sessions_revoked} session(s). They add a new passkey after their next e-mail code.`;
      }
      if (verb === 'list') {
        const members = await callOperator(client, staffMemberList);
        if (members.length === 0) return 'No staff yet: npm run operator -- staff add <e-mail> admin';
        return members
          .map((m) => `${m.email.padEnd(32)} ${m.role.padEnd(10)} ${m.active ? 'active' : 'inactive'}  ${m.name}`)
          .join('\n');
      }
      if (verb !== 'add' || !email || !isRole(role)) {
        throw new OperatorError(
          `Usage: npm run operator -- staff add <e-mail> <${STAFF_ROLES.join('|')}> [name] | staff list | ` +
            'staff reset-passkeys <e-mail> <reason...>',
        );
      }
      const member = await callOperator(client, staffMemberInvite, {
        body: { email, role, ...(name.length ? { name: name.join(' ') } : {}) },
      });
      return `Added ${member.email} (${member.role}). They sign in at /staff with an e-mail code${
        member.role === 'admin' ? ' and then add a passkey' : ''
      }.`;
    },
  },
};
