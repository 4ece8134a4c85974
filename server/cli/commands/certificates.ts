import { certificateAward } from '#contract/behaviours.ts';
import type { OperatorCommand } from '../operator-client.ts';
import { callOperator, OperatorError } from '../operator-client.ts';

const USAGE = 'Usage: npm run operator -- certificate <e-mail> <slug> [yyyy-mm-dd]';

/** CLI rows for certificates (spread into COMMANDS). */
export const CERTIFICATE_COMMANDS: Record<string, OperatorCommand> = {
  certificate: {
    usage: 'certificate <e-mail> <slug> [date]',
    summary:
      "Award a certificate (certified-installer, flashing-training, sun-tunnel, decor-specialist) to an installer's company.",
    async run(client, [email, slug, issuedOn]) {
      if (!email || !slug || (issuedOn !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn))) {
        throw new OperatorError(USAGE);
      }
      const answer = await callOperator(client, certificateAward, {
        body: { email, slug, ...(issuedOn ? { issued_on: issuedOn } : {}) },
      });
      return `Awarded "${answer.name}" to the company of ${email}, valid until ${answer.expires_on}.`;
    },
  },
};
