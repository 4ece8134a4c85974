import type { Queryable } from '../db.ts';
import { DECOR_REGIONS, EMPLOYEE_LIMITS, filesBase, LANGUAGES, REGIONS } from './reference-data.ts';
import { behavioursFor, companyTypesFor, companyTypeTexts } from './region-content.ts';

/** Languages, regions, regional settings, company types (id = region id * 10 + position) and behaviours. */
export async function seedReferenceData(tx: Queryable): Promise<void> {
  for (const [id, code, name] of LANGUAGES) {
    await tx.query('INSERT INTO languages (id, code, name, in_use) VALUES ($1, $2, $3, $4)', [
      id,
      code,
      name,
      id !== 16,
    ]);
  }
  for (const region of REGIONS) {
    await tx.query(
      `INSERT INTO regions (id, slug, name, phone_country_code, flag, registration, language_id)
       VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM languages WHERE code = $7))`,
      [region.id, region.slug, region.name, region.phone, region.flag, region.registration, region.language],
    );
    const files = filesBase(region.slug);
    await tx.query(
      `INSERT INTO regional_settings (region_id, company_type_state, vat_field, company_id_field, flags,
         min_order_points, employee_limit, terms_link, decor_terms_link, privacy_link, marketing_consent_link,
         company_address, commercial_rules_link)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        region.id,
        region.companyTypeState,
        region.vatField,
        region.companyIdField,
        region.flags,
        region.minOrderPoints,
        EMPLOYEE_LIMITS[region.slug] ?? null,
        `${files}/terms.pdf`,
        DECOR_REGIONS.has(region.slug) ? `${files}/decor-terms.pdf` : null,
        `${files}/privacy.pdf`,
        `${files}/marketing-consent.pdf`,
        `Installer Club ${region.name}, Club Street 1, ${region.city}`,
        `${files}/commercial-rules.pdf`,
      ],
    );
    let position = 0;
    for (const type of companyTypesFor(region)) {
      position += 1;
      await tx.query(
        `INSERT INTO company_types (id, region_id, name, disclaimer_state, declaration_state, disclaimer, declaration,
           position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          region.id * 10 + position,
          region.id,
          type.name,
          type.disclaimerState,
          type.declarationState,
          type.disclaimerState === 2 ? companyTypeTexts.disclaimer : '',
          type.declarationState === 2 ? companyTypeTexts.declaration : '',
          position,
        ],
      );
    }
    let order = 0;
    for (const b of behavioursFor(region)) {
      order += 1;
      await tx.query(
        `INSERT INTO behaviours (region_id, slug, name, description, icon, points, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [region.id, b.slug, b.name, b.description, b.icon, b.points, order],
      );
    }
  }
}
