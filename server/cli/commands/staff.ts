import { STAFF_ROLES, type StaffRole } from '#contract/call.ts';
import { staffMemberInvite, staffMemberList } from '#contract/staff-members.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const isRole = (value: string | undefined): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Staff accounts from the command line (decision 0276): how the first admin is made. */
export const STAFF_COMMANDS: Record<string, OperatorCommand> = {
  staff: {
    usage: 'staff add <e-mail> <role> [name] | staff list',
    summary: `Add a staff member (${STAFF_ROLES.join(', ')}; the first admin), or list staff.`,
    async run(client, [verb, email, role, ...name]) {
      if (verb === 'list') {
        const members = await callOperator(client, staffMemberList);
        if (members.length === 0) return 'No staff yet: npm run operator -- staff add <e-mail> admin';
        return members
          .map((m) => `${m.email.padEnd(32)} ${m.role.padEnd(10)} ${m.active ? 'active' : 'inactive'}  ${m.name}`)
          .join('\n');
      }
      if (verb !== 'add' || !email || !isRole(role)) {
        throw new OperatorError(`Usage: npm run operator -- staff add <e-mail> <${STAFF_ROLES.join('|')}> [name]`);
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
