import type { Queryable } from '#server/db/db.ts';
import { isoText, jsonFields, jsonObject, jsonValue } from '#server/db/json-sql.ts';

/** A proposal of this kind waiting for the user, as toPendingIdentifiers writes it; null when none waits. */
const pending = (kind: 'email' | 'phone') => `coalesce((SELECT ${jsonObject([
  ['uuid', jsonValue('ic.uuid')],
  ['value', jsonValue('ic.new_value')],
  ['proposed_by', jsonValue(`coalesce(p.name || ' ' || p.surname, '')`)],
  ['proposed_at', isoText('ic.created_at')],
])}
    FROM identifier_changes ic LEFT JOIN users p ON p.id = ic.changed_by
   WHERE ic.user_id = u.id AND ic.status = 'pending' AND ic.kind = '${kind}'), 'null')`;

/** The company as toCompany writes it. */
const COMPANY = jsonObject([
  ['id', 'c.id::text'],
  ['uuid', jsonValue('c.uuid')],
  ['name', jsonValue('c.name')],
  ['address', jsonValue('c.address')],
  ['city', jsonValue('c.city')],
  ['postal_code', jsonValue('c.postal_code')],
  ['regions_id', jsonValue('c.region_id')],
  ['registration_number', jsonValue('c.registration_number')],
  ['registration_number_2', jsonValue('c.registration_number_2')],
  ['company_type', jsonValue('c.company_type_id')],
  ['disclaimer_accepted', jsonValue('c.disclaimer_accepted')],
  ['declaration_accepted', jsonValue('c.declaration_accepted')],
  ['is_recommended', jsonValue('c.is_recommended')],
  ['pending_edenred_card', jsonValue('c.pending_edenred_card')],
  ['has_edenred_card', `CASE WHEN c.has_edenred_card THEN '1' ELSE '0' END`],
  ['edenred_card', jsonValue('c.edenred_card')],
  ['active', jsonValue('c.active')],
]);

/**
 * `GET /v1/company/user/self` as its JSON text, built by the database in one statement (decision 0303): what
 * toCurrentUser makes of findUserRow's row, byte for byte (`current-user-json.test.ts` holds them to it), without
 * 40 columns parsed and shaped per call. Two parts stay JavaScript's: `options`, the user's own JSON written as a
 * string (JSON.stringify of the parsed column, whose key order and numbers jsonb's text would not keep), and
 * `emulated_by`, the token's. projects_count comes from the kept counts, contribute_points from the running total
 * (migration 0033), as in user-row.ts. Undefined when there is no such user.
 */
export async function currentUserJson(
  db: Queryable,
  userId: number,
  emulatedBy: string | null,
): Promise<string | undefined> {
  const [row] = await db.query<{ head: string; options: unknown; tail: string; rest: string }>(
    `SELECT '{' || ${jsonFields([
      ['id', 'u.id::text'],
      ['uuid', jsonValue('u.uuid')],
      ['name', jsonValue('u.name')],
      ['surname', jsonValue('u.surname')],
      ['email', jsonValue('u.email')],
      ['phone', jsonValue('u.phone')],
      [
        'region',
        jsonObject([
          ['id', 'r.id::text'],
          ['slug', jsonValue('r.slug')],
        ]),
      ],
      [
        'language',
        jsonObject([
          ['id', 'l.id::text'],
          ['code', jsonValue('l.code')],
        ]),
      ],
      ['role', jsonObject([['id', jsonValue('u.role')]])],
      ['company', COMPANY],
      ['avatar', jsonValue('u.avatar')],
    ])} || ',"options":' AS head,
      u.options,
      ',' || ${jsonFields([
        ['email_consent', jsonValue('u.email_consent')],
        ['phone_consent', jsonValue('u.phone_consent')],
        ['is_decor_installer', jsonValue('u.is_decor_installer')],
        ['verified_email_at', isoText('u.verified_email_at')],
        ['active', jsonValue('u.active')],
        ['last_active_at', isoText('u.last_active_at')],
        [
          'contribute_points',
          'coalesce((SELECT cp.points FROM user_contributed_points cp WHERE cp.user_id = u.id), 0)::text',
        ],
        [
          'projects_count',
          '(SELECT coalesce(sum(pc.n), 0)::int FROM project_counts pc WHERE pc.company_id = u.company_id AND pc.user_id = u.id)::text',
        ],
      ])} || ',"emulated_by":' AS tail,
      ',"pending_identifiers":' || ${jsonObject([
        ['email', pending('email')],
        ['phone', pending('phone')],
      ])} || '}' AS rest
     FROM users u
     JOIN companies c ON c.id = u.company_id
     JOIN regions r ON r.id = u.region_id
     JOIN languages l ON l.id = u.language_id
    WHERE u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  const options = JSON.stringify(JSON.stringify(row.options ?? {}));
  return `${row.head}${options}${row.tail}${JSON.stringify(emulatedBy)}${row.rest}`;
}
