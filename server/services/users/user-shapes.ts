import type { LoginProfile } from '#contract/auth.ts';
import type { Company, CurrentUser } from '#contract/user.ts';
import { toPendingIdentifiers } from '../profile/pending-identifiers.ts';
import type { UserRow } from './user-row.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toLoginProfile(u: UserRow): LoginProfile {
  return {
    region: u.region_id,
    has_survey: u.c_has_survey,
    email_consent: u.email_consent,
    phone_consent: u.phone_consent,
    options: JSON.stringify(u.options ?? {}),
    role: u.role,
    user_id: String(u.uuid),
    company_id: String(u.c_uuid),
    created_at: iso(u.created_at)!,
    company: {
      uuid: String(u.c_uuid),
      name: u.c_name,
      registration_number: u.c_registration_number,
      registration_number_2: u.c_registration_number_2,
      company_type: u.c_company_type_id,
      disclaimer_accepted: u.c_disclaimer_accepted,
      declaration_accepted: u.c_declaration_accepted,
      active: u.c_active,
    },
  };
}

function toCompany(u: UserRow): Company {
  return {
    id: u.c_id,
    uuid: String(u.c_uuid),
    name: u.c_name,
    address: u.c_address,
    city: u.c_city,
    postal_code: u.c_postal_code,
    regions_id: u.c_region_id,
    registration_number: u.c_registration_number,
    registration_number_2: u.c_registration_number_2,
    company_type: u.c_company_type_id,
    disclaimer_accepted: u.c_disclaimer_accepted,
    declaration_accepted: u.c_declaration_accepted,
    is_recommended: u.c_is_recommended,
    pending_edenred_card: u.c_pending_edenred_card,
    has_edenred_card: u.c_has_edenred_card ? 1 : 0,
    edenred_card: u.c_edenred_card,
    active: u.c_active,
  };
}

export function toCurrentUser(u: UserRow, emulatedBy: string | null = null): CurrentUser {
  return {
    id: u.id,
    uuid: String(u.uuid),
    name: u.name,
    surname: u.surname,
    email: u.email,
    phone: u.phone,
    region: { id: u.region_id, slug: u.region_slug },
    language: { id: u.language_id, code: u.language_code },
    role: { id: u.role },
    company: toCompany(u),
    avatar: u.avatar,
    options: JSON.stringify(u.options ?? {}),
    email_consent: u.email_consent,
    phone_consent: u.phone_consent,
    is_decor_installer: u.is_decor_installer,
    verified_email_at: iso(u.verified_email_at),
    active: u.active,
    last_active_at: iso(u.last_active_at),
    contribute_points: u.contribute_points,
    projects_count: u.projects_count,
    emulated_by: emulatedBy,
    pending_identifiers: toPendingIdentifiers(u.pending_identifiers),
  };
}
