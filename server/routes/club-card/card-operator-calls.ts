import * as v from 'valibot';
import { defineCall } from '../../../contract/call.ts';
import { CardStatus } from '../../../contract/club-card.ts';
import { Uuid } from '../../../contract/common.ts';

/**
 * The issuer blocked a company's card (lost, stolen, closed): it stays linked but shows as inactive and takes
 * no top-ups. Without it the sandbox could never show the inactive state the app must explain.
 */
export const blockCard = defineCall({
  method: 'POST',
  path: '/operator/card/block',
  auth: 'public',
  summary: "Operator only (X-Operator-Key): the issuer blocked a company's card (ISSUED or ACTIVE -> BLOCKED).",
  body: v.object({ company: Uuid }),
  response: v.object({ status: CardStatus }),
});
