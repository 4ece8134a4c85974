import { randomInt } from 'node:crypto';
import type { Config } from '#contract/config.ts';
import type { RegisterResponse } from '#contract/registration.ts';
import type { Clock } from '#server/clock.ts';
import type { Db, Queryable } from '#server/db/db.ts';
import { creditOrHold } from '../points/held-points.ts';
import type { CheckedRegistration } from './check-registration.ts';

export const DEFAULT_WELCOME_POINTS = 20;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The points a region's behaviour awards (the spec: welcome points default to 20 when absent). */
export function behaviourPoints(config: Config, regionId: number, slug: string, fallback: number): number {
  const behaviour = config.behaviours[String(regionId)]?.find((b) => b.slug === slug);
  const points = behaviour ? Number(behaviour.points) : Number.NaN;
  return Number.isFinite(points) ? points : fallback;
}

export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

async function insertCompany(tx: Queryable, r: CheckedRegistration, now: Date): Promise<{ id: number; uuid: string }> {
  const c = r.body.company!;
  const [row] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO companies (region_id, name, address, house_number, city, postal_code, registration_number,
       registration_number_2, company_type_id, disclaimer_accepted, declaration_accepted, survey, is_decor,
       invite_code, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id, uuid`,
    [
      r.regionId,
      c.name,
      c.address,
      c.house_number,
      c.city,
      c.postal_code,
      c.registration_number || null,
      c.registration_number_2 || null,
      r.companyType?.id ?? null,
      (r.companyType?.disclaimer ?? false) && c.disclaimer_accepted,
      (r.companyType?.declaration ?? false) && c.declaration_accepted,
      r.survey ? JSON.stringify(r.survey.answers) : null,
      r.decor,
      newInviteCode(),
      now,
    ],
  );
  return { id: row!.id, uuid: String(row!.uuid) };
}

/**
 * Writes a checked registration in one transaction: the company (unless joining by invite), the user, and the
 * welcome and survey points in the ledger (docs/decisions/0070-registration.md).
 */
export async function createRegistration(
  db: Db,
  clock: Clock,
  config: Config,
  r: CheckedRegistration,
): Promise<RegisterResponse> {
  const now = clock.now();
  const decor = r.decor;
  return db.transaction(async (tx) => {
    const company = r.invitedTo ?? (await insertCompany(tx, r, now));
    const role = r.invitedTo ? (r.invitedTo.is_decor ? 8 : 4) : decor ? 7 : 3;
    const i = r.body.installer;
    const [user] = await tx.query<{ id: number; uuid: string }>(
      `INSERT INTO users (company_id, region_id, language_id, role, name, surname, email, phone, email_consent,
         phone_consent, options, is_decor_installer, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id, uuid`,
      [
        company.id,
        r.regionId,
        i.languages_id,
        role,
        i.name,
        i.surname,
        i.email.toLowerCase(),
        r.phoneE164,
        i.email_consent,
        i.phone_consent,
        JSON.stringify(r.options),
        role === 7 || role === 8,
        now,
      ],
    );
    let welcomePoints = 0;
    let surveyPoints = 0;
    if (!r.invitedTo) {
      welcomePoints = behaviourPoints(config, r.regionId, 'welcome-points', DEFAULT_WELCOME_POINTS);
      // The new owner's e-mail is not verified yet: the points wait for it (decision 0264).
      const entry = { companyId: company.id, userId: user!.id, variation: 'positive' as const, at: now };
      if (welcomePoints > 0)
        await creditOrHold(tx, { ...entry, reason: 'Welcome points', points: welcomePoints }, false);
      if (r.survey) {
        surveyPoints = behaviourPoints(config, r.regionId, 'survey', 0);
        if (surveyPoints > 0) await creditOrHold(tx, { ...entry, reason: 'Survey', points: surveyPoints }, false);
      }
    }
    return {
      company_uuid: company.uuid,
      user_id: String(user!.uuid),
      role,
      welcome_points: welcomePoints,
      survey_points: surveyPoints,
      points_held: welcomePoints + surveyPoints > 0,
    };
  });
}
