import type { Queryable } from '#server/db/db.ts';
import { pendingIdentifiersSql } from '../profile/pending-identifiers.ts';

/** A user joined with company, region and language: everything the profile answers are built from. */
export interface UserRow {
  id: number;
  uuid: string;
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  role: number;
  options: Record<string, unknown>;
  email_consent: boolean;
  phone_consent: boolean;
  is_decor_installer: boolean;
  avatar: string | null;
  verified_email_at: Date | null;
  active: number;
  last_active_at: Date | null;
  created_at: Date;
  region_id: number;
  region_slug: string;
  language_id: number;
  language_code: string;
  contribute_points: number;
  projects_count: number;
  c_id: number;
  c_uuid: string;
  c_name: string;
  c_address: string;
  c_city: string;
  c_postal_code: string;
  c_region_id: number;
  c_registration_number: string | null;
  c_registration_number_2: string | null;
  c_company_type_id: number | null;
  c_disclaimer_accepted: boolean;
  c_declaration_accepted: boolean;
  c_has_survey: boolean;
  c_is_recommended: boolean;
  c_pending_edenred_card: boolean;
  c_has_edenred_card: boolean;
  c_edenred_card: string | null;
  c_active: number;
  /** The proposals waiting for the user's confirmation (JSON; decision 0261). */
  pending_identifiers: unknown;
}

// projects_count: the user's projects, from the kept counts (one row per status; migration 0015); contribute_points:
// the running total of the positive ledger rows the user earned (migration 0033), not a sum of the ledger per call.
const SELECT_USER = `
  SELECT u.id, u.uuid, u.name, u.surname, u.email, u.phone, u.role, u.options, u.email_consent, u.phone_consent,
    u.is_decor_installer, u.avatar, u.verified_email_at, u.active, u.last_active_at, u.created_at,
    r.id AS region_id, r.slug AS region_slug, l.id AS language_id, l.code AS language_code,
    coalesce((SELECT cp.points FROM user_contributed_points cp WHERE cp.user_id = u.id), 0) AS contribute_points,
    (SELECT coalesce(sum(pc.n), 0)::int FROM project_counts pc WHERE pc.company_id = u.company_id AND pc.user_id = u.id)
      AS projects_count,
    c.id AS c_id, c.uuid AS c_uuid, c.name AS c_name, c.address AS c_address, c.city AS c_city,
    c.postal_code AS c_postal_code, c.region_id AS c_region_id, c.registration_number AS c_registration_number,
    c.registration_number_2 AS c_registration_number_2, c.company_type_id AS c_company_type_id,
    c.disclaimer_accepted AS c_disclaimer_accepted, c.declaration_accepted AS c_declaration_accepted,
    (c.survey IS NOT NULL) AS c_has_survey, c.is_recommended AS c_is_recommended,
    c.pending_edenred_card AS c_pending_edenred_card, c.has_edenred_card AS c_has_edenred_card,
    c.edenred_card AS c_edenred_card, c.active AS c_active,
    ${pendingIdentifiersSql('u.id')} AS pending_identifiers
  FROM users u
  JOIN companies c ON c.id = u.company_id
  JOIN regions r ON r.id = u.region_id
  JOIN languages l ON l.id = u.language_id
  WHERE u.id = $1`;

export async function findUserRow(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(SELECT_USER, [userId]);
  return row;
}
