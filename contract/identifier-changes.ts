import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.ts';

/**
 * Sign-in identifiers belong to their person (docs/decisions/0261): a new e-mail or phone the company owner gives a
 * member who has signed in is only proposed. It signs nobody in until the member confirms it from their own
 * session (confirmIdentifierChange in contract/profile.ts), or it ends when they decline it.
 */
export const IdentifierKind = v.picklist(['email', 'phone'], 'Must be email or phone.');
export type IdentifierKind = v.InferOutput<typeof IdentifierKind>;

export const PendingIdentifier = v.object({
  /** Names this proposal in the confirm and decline calls, so a newer proposal is never confirmed by mistake. */
  uuid: Uuid,
  /** The proposed e-mail (lower case) or phone (E.164). */
  value: v.string(),
  /** Who proposed it: the owner's first name and surname. */
  proposed_by: v.string(),
  proposed_at: IsoDateTime,
});
export type PendingIdentifier = v.InferOutput<typeof PendingIdentifier>;

/**
 * The proposals that wait for the member, one per kind at most. Shown only to the member themself and to their
 * company's owner; absent from answers for anyone else.
 */
export const PendingIdentifiers = v.object({
  email: v.nullable(PendingIdentifier),
  phone: v.nullable(PendingIdentifier),
});
export type PendingIdentifiers = v.InferOutput<typeof PendingIdentifiers>;
