/**
 * For every call path that carries an id, the query that finds such an object belonging to the PL demo
 * company (Kowalski Dachy, owner.pl@example.com) or only to the PL region. The matrix signs in as
 * owner.ro@example.com and expects 404 for each. A path with an id and no row here fails the matrix.
 */
export interface ForeignFixture {
  /** SQL answering one row whose columns are the path's params. */
  sql: string;
  /** A valid body for calls that take one (otherwise an example is built from the call's schema). */
  body?: unknown;
}

/**
 * Paths that take an id but are not scoped to a company, with the reason. Staff calls below /operator are
 * exempt by rule (the operator key guards them; the matrix checks they answer 401 without it).
 */
export const NOT_COMPANY_SCOPED: Record<string, string> = {
  '/v2/installer/passkeys/:uuid':
    "scoped to one user, narrower than the company; the seed has none: passkey-routes.test.ts checks a colleague's and another company's 404",
  '/v1/company/user/self/identifier-changes/:uuid/confirm':
    "scoped to the member the proposal is for, narrower than the company; the seed has none: identifier-changes.test.ts checks a colleague's, the owner's and another company's 404",
  '/v1/company/user/self/identifier-changes/:uuid/decline':
    "scoped to the member the proposal is for, narrower than the company; the seed has none: identifier-changes.test.ts checks a colleague's, the owner's and another company's 404",
};

export const isOperatorPath = (path: string) => path.startsWith('/operator/');

const PL = `(SELECT company_id FROM users WHERE email = 'owner.pl@example.com')`;
const PL_REGION = `(SELECT id FROM regions WHERE slug = 'pl')`;
const RO_REGION = `(SELECT id FROM regions WHERE slug = 'ro')`;

export const FOREIGN_FIXTURES: Record<string, ForeignFixture> = {
  '/v1/company/points/:companyUuid': { sql: `SELECT uuid AS "companyUuid" FROM companies WHERE id = ${PL}` },
  '/v1/company/:companyUuid/scans/stats': { sql: `SELECT uuid AS "companyUuid" FROM companies WHERE id = ${PL}` },
  '/v1/company/:id': { sql: `SELECT id FROM companies WHERE id = ${PL}`, body: { city: 'Kraków' } },
  '/v1/company/:uuid/companyType': { sql: `SELECT uuid FROM companies WHERE id = ${PL}` },
  '/v1/company/user/:id': { sql: `SELECT id FROM users WHERE email = 'owner.pl@example.com'` },
  '/v1/company/user/:uuid/avatar': { sql: `SELECT uuid FROM users WHERE email = 'owner.pl@example.com'` },
  '/v1/installer/user/:uuid': { sql: `SELECT uuid FROM users WHERE email = 'member.pl@example.com'` },
  '/v1/installer/user/:uuid/resend': { sql: `SELECT uuid FROM users WHERE email = 'member.pl@example.com'` },
  '/v1/edenred/card/verify/:companyId': { sql: `SELECT id AS "companyId" FROM companies WHERE id = ${PL}` },
  '/v1/edenred/card/account/:companyId': { sql: `SELECT id AS "companyId" FROM companies WHERE id = ${PL}` },
  '/v1/project/:uuid': { sql: `SELECT uuid FROM projects WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v1/project/:uuid/survey': { sql: `SELECT uuid FROM projects WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v2/scans/:uuid': { sql: `SELECT uuid FROM scans WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v2/orders/:uuid': { sql: `SELECT uuid FROM orders WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v1/notifications/:uuid': {
    sql: `SELECT n.uuid FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.company_id = ${PL} LIMIT 1`,
  },
  '/v1/support/:uuid': { sql: `SELECT uuid FROM support_tickets WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v1/support/:uuid/chat': { sql: `SELECT uuid FROM support_tickets WHERE company_id = ${PL} ORDER BY id LIMIT 1` },
  '/v1/behaviour/certificates/:uuid/pdf': {
    sql: `SELECT uuid FROM company_certificates WHERE company_id = ${PL} ORDER BY id LIMIT 1`,
  },
  // Regional objects: published in PL and not in RO.
  '/v1/content/:uuid': {
    sql: `SELECT i.uuid FROM content_items i WHERE EXISTS (SELECT 1 FROM content_regions r WHERE r.item_id = i.id AND r.region_id = ${PL_REGION})
      AND NOT EXISTS (SELECT 1 FROM content_regions r WHERE r.item_id = i.id AND r.region_id = ${RO_REGION}) ORDER BY i.id LIMIT 1`,
  },
  '/v2/shop/products/:uuid': {
    sql: `SELECT uuid FROM shop_products WHERE region_id = ${PL_REGION} ORDER BY id LIMIT 1`,
  },
};

/** Query parameters that name an id: region ids are public reference data, every other one needs a row here. */
export const ID_QUERY_KEY = /(_id|_uuid|Id|Uuid|^ids?|^uuids?)s?$/;
export const PUBLIC_QUERY_IDS: Record<string, string> = {
  region_id: 'regions are public reference data',
  uuids: 'shop variant uuids of the caller’s region catalogue; no company owns them',
};

/** `METHOD path` -> the query naming a PL object; the answer must be 404 or hold nothing of it. */
export const FOREIGN_QUERY_FIXTURES: Record<string, string> = {
  'GET /v1/product': `SELECT uuid AS projects_id FROM projects WHERE company_id = ${PL} ORDER BY id LIMIT 1`,
  'GET /v1/support': `SELECT uuid AS installer_uuid FROM users WHERE email = 'member.pl@example.com'`,
  'GET /v2/tiers/history': `SELECT uuid AS installer_company_id FROM companies WHERE id = ${PL}`,
};
