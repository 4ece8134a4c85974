/**
 * Every call of the contract answered for real through the test app, each answer held against the OpenAPI document's
 * schema for it (docs/decisions/0274) and against the call's valibot schema. Calls that need nothing prepared are made
 * as the authorization matrix makes them (ids of the PL company's objects, examples built from the schemas); the
 * others are made in short flows below. The last test fails when a call of the contract got no answer.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, logout, refresh, verifyLogin } from '#contract/auth.ts';
import { certificateAward } from '#contract/behaviours.ts';
import type { Call } from '#contract/call.ts';
import { topUpCard, verifyCard } from '#contract/club-card.ts';
import { contentList } from '#contract/content.ts';
import { type DescribedCall, describeApi } from '#contract/describe.ts';
import { notificationDetail, notificationMark } from '#contract/notifications.ts';
import { openApiText } from '#contract/openapi.ts';
import { setMaintenance } from '#contract/operator.ts';
import { placeOrder, setVariantStock } from '#contract/orders.ts';
import {
  addPasskey,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from '#contract/passkeys.ts';
import {
  confirmIdentifierChange,
  declineIdentifierChange,
  updateCompanyType,
  updateInstaller,
  updateUser,
  uploadAvatar,
} from '#contract/profile.ts';
import { projectCreate, projectDelete, projectSurveySubmit } from '#contract/projects.ts';
import { qrCode } from '#contract/qr.ts';
import { register } from '#contract/registration.ts';
import { scanAdd, scanList } from '#contract/scans.ts';
import { uploadOrderFile } from '#contract/shop.ts';
import {
  staffLogin,
  staffLoginVerify,
  staffLogout,
  staffPasskeyAdd,
  staffPasskeyConfirm,
  staffPasskeyConfirmOptions,
  staffPasskeyOptions,
} from '#contract/staff.ts';
import { staffCardActivate, staffCardBlock, staffTopUpsSettle } from '#contract/staff-cards.ts';
import {
  staffCatalogueImport,
  staffCategoryCreate,
  staffCategoryDelete,
  staffCategoryUpdate,
  staffProduct,
  staffProductCreate,
  staffProductDelete,
  staffProductImagesOrder,
  staffProductImageUpload,
  staffProductMove,
  staffProductRestore,
  staffProductUpdate,
  staffVariantPatch,
} from '#contract/staff-catalogue.ts';
import {
  staffCompanyDetail,
  staffCompanyPoints,
  staffEmulationEnd,
  staffEmulationStart,
  staffUserBlock,
  staffUserInvitation,
  staffUserUnblock,
} from '#contract/staff-companies.ts';
import {
  staffContentCreate,
  staffContentDelete,
  staffContentGet,
  staffContentPicture,
  staffContentUpdate,
  staffHeroSlideCreate,
  staffHeroSlideDelete,
  staffHeroSlideUpdate,
  staffResourceCreate,
  staffResourceDelete,
  staffResourceUpdate,
} from '#contract/staff-content.ts';
import {
  staffMemberActivate,
  staffMemberDeactivate,
  staffMemberInvite,
  staffMemberResetPasskeys,
  staffMemberRevokeSessions,
  staffMemberRole,
} from '#contract/staff-members.ts';
import { staffOrderDetail, staffOrderFile, staffOrderStatus, staffOrdersApprove } from '#contract/staff-orders.ts';
import { staffProjectDetail, staffProjectStatus, staffScanReview } from '#contract/staff-projects.ts';
import {
  staffBehaviourOrder,
  staffBehaviourUpdate,
  staffCompanyTypeCreate,
  staffCompanyTypeDelete,
  staffCompanyTypeUpdate,
  staffRegionGeneral,
  staffTierUpdate,
} from '#contract/staff-settings.ts';
import { staffTicketDetail, staffTicketReply, staffTicketResolve } from '#contract/staff-support.ts';
import { ticketCreate } from '#contract/support.ts';
import { createMember, listTeam, removeMember, resendInvitation } from '#contract/team.ts';
import { tierHistory } from '#contract/tiers.ts';
import { currentUser } from '#contract/user.ts';
import { SoftAuthenticator } from '#server/routes/passkeys/soft-authenticator.ts';
import { fillPath } from '#server/test/matrix/contract-calls.ts';
import { FOREIGN_FIXTURES } from '#server/test/matrix/foreign-fixtures.ts';
import { exampleOf, queryExample } from '#server/test/matrix/schema-example.ts';
import { PL_CUSTOMER } from '#server/test/order-test-helpers.ts';
import { adminSession } from '#server/test/staff-test-kit.ts';
import { bearer, lastCode, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';
import { checkJsonSchema, type JsonSchemaNode } from './json-schema-check.ts';

const doc = JSON.parse(openApiText()) as { paths: Record<string, Record<string, { responses: Record<string, Node> }>> };
type Node = Record<string, unknown>;
type Headers = Record<string, string>;

const { calls } = describeApi();
const byCall = new Map<Call, DescribedCall>(calls.map((d) => [d.call, d]));
const keyOf = (d: DescribedCall) => `${d.method} ${d.path}`;
const OPERATOR = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const PL_OWNER = 'owner.pl@example.com';
const PL_MEMBER = 'member.pl@example.com';
/** Calls made by the flows below (they need objects, codes or state prepared); every other call is made as is. */
const FLOW_CALLS: Call[] = [
  login,
  verifyLogin,
  refresh,
  logout,
  register,
  updateCompanyType,
  updateUser,
  updateInstaller,
  uploadAvatar,
  confirmIdentifierChange,
  declineIdentifierChange,
  createMember,
  listTeam,
  resendInvitation,
  removeMember,
  scanAdd,
  scanList,
  projectSurveySubmit,
  projectDelete,
  contentList,
  qrCode,
  notificationDetail,
  notificationMark,
  tierHistory,
  placeOrder,
  setVariantStock,
  uploadOrderFile,
  verifyCard,
  topUpCard,
  certificateAward,
  setMaintenance,
  addPasskey,
  signInWithPasskey,
  removePasskey,
  staffLogin,
  staffLoginVerify,
  staffLogout,
  staffPasskeyOptions,
  staffPasskeyAdd,
  staffPasskeyConfirmOptions,
  staffPasskeyConfirm,
  staffMemberInvite,
  staffMemberRole,
  staffMemberResetPasskeys,
  staffMemberRevokeSessions,
  staffMemberDeactivate,
  staffMemberActivate,
  staffOrderDetail,
  staffOrderFile,
  staffOrderStatus,
  staffOrdersApprove,
  staffProjectDetail,
  staffScanReview,
  staffProjectStatus,
  staffTicketDetail,
  staffTicketReply,
  staffTicketResolve,
  staffCardActivate,
  staffCardBlock,
  staffTopUpsSettle,
  staffCompanyDetail,
  staffCompanyPoints,
  staffUserBlock,
  staffUserUnblock,
  staffUserInvitation,
  staffEmulationStart,
  staffEmulationEnd,
  staffBehaviourUpdate,
  staffBehaviourOrder,
  staffTierUpdate,
  staffCompanyTypeUpdate,
  staffCompanyTypeCreate,
  staffCompanyTypeDelete,
  staffRegionGeneral,
  staffCategoryUpdate,
  staffCategoryDelete,
  staffProductCreate,
  staffProduct,
  staffProductUpdate,
  staffProductImageUpload,
  staffProductImagesOrder,
  staffProductMove,
  staffVariantPatch,
  staffProductDelete,
  staffProductRestore,
  staffCatalogueImport,
  staffContentCreate,
  staffContentGet,
  staffContentUpdate,
  staffContentPicture,
  staffContentDelete,
  staffHeroSlideCreate,
  staffHeroSlideUpdate,
  staffHeroSlideDelete,
  staffResourceCreate,
  staffResourceUpdate,
  staffResourceDelete,
];

/** How many answers each call gave, checked at the end. */
const answered = new Map<string, number>();

/** The document's answer for a call's success status. */
function documentedAnswer(d: DescribedCall): Node {
  const path = d.path.replace(/:(\w+)/g, '{$1}');
  const answer = doc.paths[path]?.[d.method.toLowerCase()]?.responses[String(d.status)];
  if (!answer) throw new Error(`the document has no ${d.status} answer for ${keyOf(d)}`);
  return answer;
}

/** Holds one real answer against the document (and the contract) and counts it. */
async function holdAnswer(d: DescribedCall, res: Response): Promise<unknown> {
  const text = await res.text();
  expect(res.status, `${keyOf(d)} answered ${res.status}: ${text.slice(0, 300)}`).toBe(d.status);
  const answer = documentedAnswer(d);
  const content = answer.content as Record<string, { schema?: JsonSchemaNode }> | undefined;
  let body: unknown;
  if (d.answer.kind === 'none') {
    expect(content, keyOf(d)).toBeUndefined();
    expect(text).toBe('');
  } else if (d.answer.kind === 'bytes') {
    expect(Object.keys(content ?? {})).toEqual([d.answer.mediaType]);
    expect(res.headers.get('content-type')).toBe(d.answer.mediaType);
  } else {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    body = JSON.parse(text);
    const schema = content?.['application/json']?.schema;
    expect(schema, `${keyOf(d)}: no JSON schema in the document`).toBeDefined();
    const issues = checkJsonSchema(schema!, body, doc);
    expect(issues, `${keyOf(d)} answered ${text.slice(0, 500)}`).toEqual([]);
    const parsed = v.safeParse(d.answer.schema, body);
    expect(parsed.success, `${keyOf(d)}: the contract refuses the answer it documents`).toBe(true);
  }
  answered.set(keyOf(d), (answered.get(keyOf(d)) ?? 0) + 1);
  return body;
}

describe('every call answers as the OpenAPI document says', () => {
  const t = useTestApp();
  let owner: Headers;
  let ownerUuid: string;
  let ownerId: number;
  let companyUuid: string;
  let companyId: number;
  let member: Headers;
  /** A staff admin's session confirmed with a passkey: every staff call's default. */
  let staffAdmin: Headers;

  interface Request {
    params?: Record<string, unknown>;
    query?: Record<string, string>;
    body?: unknown;
    /** Replaces the headers the call's access gives (the owner's token, the operator key, none). */
    headers?: Headers;
    form?: FormData;
  }

  /** Makes a call of the contract and holds its answer; answers the parsed JSON body. */
  // biome-ignore lint/suspicious/noExplicitAny: the flows read the answers they need by name.
  async function make(call: Call, request: Request = {}): Promise<any> {
    const d = byCall.get(call);
    if (!d) throw new Error(`${call.method} ${call.path} is not in the description`);
    const headers: Headers = {
      ...(request.headers ??
        (d.access === 'user' ? owner : d.access === 'operator' ? OPERATOR : d.access === 'staff' ? staffAdmin : {})),
    };
    const query = new URLSearchParams(request.query ?? {}).toString();
    const path = `/api${fillPath(d.path, request.params ?? {})}${query ? `?${query}` : ''}`;
    const init: RequestInit = { method: d.method, headers };
    if (request.form) init.body = request.form;
    else if (request.body !== undefined) {
      init.body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    return holdAnswer(d, await t.app.request(path, init));
  }

  const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => {
    const [row] = await t.deps.db.query<T>(sql, params);
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  };

  beforeAll(async () => {
    const session = await signIn(t, PL_OWNER);
    owner = bearer(session.token);
    ownerUuid = session.installer.user_id;
    companyUuid = session.installer.company_id;
    ({ id: ownerId } = await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [PL_OWNER]));
    ({ id: companyId } = await one<{ id: number }>('SELECT id FROM companies WHERE uuid = $1', [companyUuid]));
    member = bearer((await signIn(t, PL_MEMBER)).token);
    staffAdmin = bearer(await adminSession(t));
  });

  const flowCalls = new Set<Call>(FLOW_CALLS);
  const plain = calls.filter((d) => !flowCalls.has(d.call));

  it.each(plain.map((d) => [keyOf(d), d] as const))('%s, made as it is', async (_, d) => {
    const fixture = FOREIGN_FIXTURES[d.path];
    const params = fixture
      ? await one<Record<string, unknown>>(fixture.sql)
      : ((exampleOf(d.call.params) ?? {}) as Record<string, unknown>);
    const body = d.call.body ? (fixture?.body ?? exampleOf(d.call.body)) : undefined;
    await make(d.call, { params, query: queryExample(d.call.query), body });
  });

  it('signs in with a code, refreshes and signs out', async () => {
    const sent = await make(login, { body: { email: PL_OWNER } });
    const code = await lastCode(t, PL_OWNER);
    const session = await make(verifyLogin, { body: { userId: sent.user_id, code, attempt: sent.attempt } });
    const renewed = await make(refresh, { body: { token: session.token, refresh_token: session.refresh_token } });
    await make(logout, { body: { refresh_token: renewed.refresh_token } });
  });

  it('registers a company', async () => {
    await make(register, {
      body: {
        company: {
          name: 'Dachy Nowe Sp. z o.o.',
          registration_number: '1234563218',
          registration_number_2: '123456785',
          address: 'ulica Marszałkowska',
          house_number: '10',
          postal_code: '00-624',
          city: 'Warszawa',
          regions_id: 2,
          company_type: 23,
          disclaimer_accepted: true,
          declaration_accepted: true,
          survey: JSON.stringify({
            type: 'main',
            answers: [
              { id: 1, question: 'x', answers: ['Roof windows', 'Roofing'] },
              { id: 2, question: 'x', answers: ['120'] },
              { id: 3, question: 'x', answers: ['50-75%'] },
              { id: 4, question: 'x', answers: ['2-5'] },
            ],
          }),
        },
        installer: {
          name: 'Jan',
          surname: 'Zieliński',
          email: 'jan.openapi@example.com',
          phone: '512 345 670',
          languages_id: 2,
          options: JSON.stringify({ hasAgreedToTerms: true, consentSeen: true }),
          email_consent: true,
          phone_consent: false,
        },
      },
    });
  });

  it("edits the profile and the company, and sets the owner's avatar", async () => {
    await make(updateCompanyType, {
      params: { uuid: companyUuid },
      body: { company_type: 23, disclaimer_accepted: true, declaration_accepted: true },
    });
    await make(updateUser, { params: { id: ownerId }, body: { name: 'Piotr' } });
    await make(updateInstaller, { params: { uuid: ownerUuid }, body: { surname: 'Kowalski' } });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b4f8a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'me.png');
    await make(uploadAvatar, { params: { uuid: ownerUuid }, form });
  });

  it("lets a member confirm and decline the owner's proposed phone numbers", async () => {
    const anna = await one<{ uuid: string }>('SELECT uuid::text AS uuid FROM users WHERE email = $1', [PL_MEMBER]);
    const pendingPhone = async () => {
      const self = await make(currentUser, { headers: member });
      return self.pending_identifiers.phone.uuid as string;
    };
    await make(updateInstaller, { params: { uuid: anna.uuid }, body: { phone: '600 700 811' } });
    await make(confirmIdentifierChange, { params: { uuid: await pendingPhone() }, headers: member });
    await make(updateInstaller, { params: { uuid: anna.uuid }, body: { phone: '600 700 812' } });
    await make(declineIdentifierChange, { params: { uuid: await pendingPhone() }, headers: member });
  });

  it('adds a team member, invites them again, lists the team and removes the member', async () => {
    const added = await make(createMember, {
      body: { name: 'Marek', surname: 'Nowak', phone: '600 100 233', email: 'marek.openapi@example.com' },
    });
    t.clock.advance(61_000); // an invitation may be sent again after a minute
    await make(resendInvitation, { params: { uuid: added.uuid } });
    await make(listTeam, { query: { page: '1', limit: '20' } });
    await make(removeMember, { params: { uuid: added.uuid } });
  });

  it('registers a product in a new project, answers its survey, and deletes an empty project', async () => {
    const project = await make(projectCreate, {
      body: { uuid: randomUUID(), streetName: 'ul. Testowa 1', postalCode: '00-001', city: 'Kraków' },
    });
    await make(scanAdd, { body: { project_uuid: project.uuid, code: 'RW-DEMO-0010', uuid: randomUUID() } });
    await make(scanList, { query: { projects_id: project.uuid } });
    const answers = [
      { question_id: 1, answer_id: 11 },
      { question_id: 2, answer_id: 22 },
      { question_id: 3, answer_id: 31 },
    ];
    await make(projectSurveySubmit, { params: { uuid: project.uuid }, body: { response: JSON.stringify(answers) } });
    const empty = await make(projectCreate, { body: { streetName: 'ul. Pusta 2', postalCode: '00-002' } });
    await make(projectDelete, { params: { uuid: empty.uuid } });
  });

  it('reads content, a QR code, a notification and the tier history', async () => {
    await make(contentList, { query: { content_types: 'news' } });
    await make(qrCode, { query: { data: 'https://example.com/a', size: '128' } });
    const note = await one<{ uuid: string }>(
      'SELECT n.uuid::text AS uuid FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 LIMIT 1',
      [PL_OWNER],
    );
    await make(notificationDetail, { params: { uuid: note.uuid } });
    await make(notificationMark, { params: { uuid: note.uuid }, body: { mark: 'read' } });
    await make(tierHistory, { query: { installer_company_id: companyUuid } });
  });

  it('places an order, sets a stock and uploads an order file', async () => {
    const voucher = await one<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM shop_variants WHERE sku = 'VCH-ALLEGRO-100'",
    );
    await make(placeOrder, {
      body: { order: [{ uuid: voucher.uuid, quantity: 1 }], type: 'voucher', customer: PL_CUSTOMER },
    });
    await make(setVariantStock, { body: { sku: 'VCH-ALLEGRO-100', stock: 40 } });
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
    await make(uploadOrderFile, { form });
  });

  it('links a club card, activates it and tops it up', async () => {
    // The card ordered in the shop (which needs 10 window scans this year) is what verification expects.
    await t.deps.db.query('UPDATE companies SET pending_edenred_card = true WHERE id = $1', [companyId]);
    await make(verifyCard, { params: { companyId }, body: { card_serial_number: '5000000001' } });
    await make(staffCardActivate, { params: { company: companyUuid } });
    await make(topUpCard, { body: { amount_points: 100, accept_terms: true } });
  });

  it('opens a support ticket', async () => {
    await make(ticketCreate, {
      body: {
        title: 'A question',
        body: 'Where is my card?',
        info: { language: 'pl', hostname: 'localhost', appVersion: '1.0.0', appType: 'pwa' },
      },
    });
  });

  it('awards a certificate with the operator key', async () => {
    const certificate = await one<{ slug: string }>('SELECT slug FROM certificates ORDER BY id LIMIT 1');
    await make(certificateAward, { body: { email: PL_OWNER, slug: certificate.slug } });
  });

  it('switches maintenance on and off', async () => {
    await make(setMaintenance, { body: { on: true } });
    await make(setMaintenance, { body: { on: false } });
  });

  it('adds a passkey, signs in with it and removes it', async () => {
    const device = new SoftAuthenticator();
    const options = await make(registrationOptions);
    const added = await make(addPasskey, { body: { credential: device.create(options.options), name: 'Test key' } });
    const challenge = await make(signInOptions);
    await make(signInWithPasskey, { body: { credential: device.get(challenge.options) } });
    await make(removePasskey, { params: { uuid: added.uuid } });
  });

  it('signs staff in, confirms an admin with a passkey, manages staff and signs out', async () => {
    const email = 'support@club.example';
    const { attempt } = await make(staffLogin, { body: { email } });
    const session = await make(staffLoginVerify, { body: { email, attempt, code: await lastCode(t, email) } });
    const as = bearer(session.token);
    const device = new SoftAuthenticator();
    const options = await make(staffPasskeyOptions, { headers: as });
    await make(staffPasskeyAdd, { headers: as, body: { credential: device.create(options.options), name: 'Laptop' } });
    const confirm = await make(staffPasskeyConfirmOptions, { headers: as });
    await make(staffPasskeyConfirm, { headers: as, body: { credential: device.get(confirm.options) } });
    const invited = await make(staffMemberInvite, { body: { email: 'new.staff@club.example', role: 'support' } });
    const params = { uuid: invited.uuid };
    await make(staffMemberRole, { params, body: { role: 'operations', reason: 'Order desk' } });
    await make(staffMemberRevokeSessions, { params, body: {} });
    await make(staffMemberResetPasskeys, { params, body: { reason: 'Lost phone' } });
    await make(staffMemberDeactivate, { params, body: { reason: 'Left' } });
    await make(staffMemberActivate, { params, body: {} });
    await make(staffLogout, { headers: as });
  });

  it('works through orders and a project review as staff', async () => {
    const variant = await one<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM shop_variants WHERE sku = 'VCH-ALLEGRO-100'",
    );
    const place = () =>
      make(placeOrder, {
        body: { order: [{ uuid: variant.uuid, quantity: 1 }], type: 'voucher', customer: PL_CUSTOMER },
      });
    const [first, second] = [await place(), await place()];
    await make(staffOrderDetail, { params: { uuid: first.uuid } });
    await make(staffOrderStatus, { params: { uuid: first.uuid }, body: { status: 4, reason: 'Sold out.' } });
    await make(staffOrdersApprove, { body: { orders: [second.uuid] } });
    const form = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'logo.png');
    const logo = await make(uploadOrderFile, { form });
    const card = await one<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM shop_variants WHERE sku = 'MKT-CARD-H-100'",
    );
    const services = Array.from({ length: 4 }, (_, i) => ({ text: `Service ${i}`, icon: 'window' }));
    const personalised = await make(placeOrder, {
      body: {
        order: [{ uuid: card.uuid, quantity: 1 }],
        type: 'personalised',
        customer: PL_CUSTOMER,
        data: {
          [card.uuid]: {
            name: 'Piotr',
            surname: 'Kowalski',
            companyName: 'Kowalski Dachy',
            email: PL_OWNER,
            services,
            logo: { uuid: logo.uuid },
          },
        },
      },
    });
    await make(staffOrderFile, { params: { uuid: personalised.uuid, file: logo.uuid } });
    const project = await make(projectCreate, { body: { streetName: 'ul. Przeglądu 1', postalCode: '00-004' } });
    const scan = await make(scanAdd, {
      body: { project_uuid: project.uuid, code: 'RW-DEMO-0011', uuid: randomUUID() },
    });
    await make(staffProjectStatus, { params: { uuid: project.uuid }, body: { status: 'review' } });
    await make(staffProjectDetail, { params: { uuid: project.uuid } });
    await make(staffScanReview, { params: { uuid: scan.uuid }, body: { accept: false, reason: 'Not this site.' } });
    await make(staffProjectStatus, { params: { uuid: project.uuid }, body: { status: 'closed' } });
  });

  it('answers a ticket, works the card desk and acts on a company and its installers as staff', async () => {
    const ticket = await one<{ uuid: string }>(
      'SELECT uuid::text AS uuid FROM support_tickets WHERE status = 1 ORDER BY id LIMIT 1',
    );
    await make(staffTicketDetail, { params: { uuid: ticket.uuid } });
    await make(staffTicketReply, { params: { uuid: ticket.uuid }, body: { message: 'We are on it.' } });
    await make(staffTicketResolve, { params: { uuid: ticket.uuid } });
    await t.deps.db.query(
      "INSERT INTO club_cards (company_id, csn, status, verified_at) VALUES ($1, '5000000009', 'ISSUED', now()) ON CONFLICT (company_id) DO UPDATE SET status = 'ISSUED'",
      [companyId],
    );
    await make(staffCardActivate, { params: { company: companyUuid } });
    await make(staffTopUpsSettle);
    await make(staffCardBlock, { params: { company: companyUuid }, body: { reason: 'Lost.' } });
    await make(staffCompanyDetail, { params: { uuid: companyUuid } });
    await make(staffCompanyPoints, { params: { uuid: companyUuid }, body: { points: 5, reason: 'Thank you' } });
    const user = await one<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM users WHERE email = 'tomasz.pl@example.com'",
    );
    await make(staffUserBlock, { params: user, body: { reason: 'Check.' } });
    await make(staffUserUnblock, { params: user, body: {} });
    await make(staffUserInvitation, { params: user });
    await make(staffEmulationStart, { params: user, body: { reason: 'Ticket.' } });
    await make(staffEmulationEnd, { params: user });
  });

  it("changes a region's behaviour, tier and company type as staff (decision 0288)", async () => {
    const region = 2;
    // The seed's values: the team flow above counts on the PL limit of 10 installers.
    await make(staffRegionGeneral, {
      params: { region },
      body: { min_order_points: 128, employee_limit: 10, welcome_points: 20 },
    });
    const behaviour = await one<{ uuid: string }>(
      "SELECT uuid::text AS uuid FROM behaviours WHERE region_id = 2 AND slug = 'survey'",
    );
    await make(staffBehaviourUpdate, {
      params: { region, uuid: behaviour.uuid },
      body: { name: { en: 'Survey' }, description: { en: '' }, icon: 'clipboard', points: 180, active: true },
    });
    const tier = await one<{ id: number }>('SELECT id FROM tier_definitions WHERE region_id = 2 AND tier_category = 2');
    await make(staffTierUpdate, {
      params: { region, tier: tier.id },
      body: {
        reset: { month: 1, day: 1 },
        brackets: [
          { points: 0, from: 0, to: 9 },
          { points: 25, from: 10, to: null },
        ],
      },
    });
    const type = await one<{ id: number }>(
      'SELECT id FROM company_types WHERE region_id = 2 ORDER BY position LIMIT 1',
    );
    await make(staffCompanyTypeUpdate, {
      params: { region, type: type.id },
      body: {
        name: { en: 'Roofing company' },
        disclaimer_state: 0,
        declaration_state: 0,
        disclaimer: { en: '' },
        declaration: { en: '' },
      },
    });
    const typeBody = {
      name: { en: 'Skylight specialist' },
      disclaimer_state: 0,
      declaration_state: 0,
      disclaimer: { en: '' },
      declaration: { en: '' },
    };
    const added = await make(staffCompanyTypeCreate, { params: { region }, body: typeBody });
    const newest = await one<{ id: number }>(
      'SELECT id FROM company_types WHERE region_id = 2 ORDER BY position DESC, id DESC LIMIT 1',
    );
    expect(JSON.stringify(added)).toContain('Skylight specialist');
    await make(staffCompanyTypeDelete, { params: { region, type: newest.id } });
    const order = await t.deps.db.query<{ uuid: string }>(
      'SELECT uuid::text AS uuid FROM behaviours WHERE region_id = 2 ORDER BY position, id',
    );
    await make(staffBehaviourOrder, { params: { region }, body: { uuids: order.map((b) => b.uuid) } });
  });

  it('edits the catalogue as staff: categories, a product, its picture and variants, CSV (decision 0290)', async () => {
    const category = await make(staffCategoryCreate, {
      body: { region_id: 2, slug: 'openapi-gloves', names: { en: 'Gloves', pl: 'Rękawice' } },
    });
    await make(staffCategoryUpdate, { params: { uuid: category.uuid }, body: { names: { en: 'Work gloves' } } });
    const product = {
      type: 'product',
      sku: 'OPENAPI-GLOVES',
      texts: { en: { name: 'Work gloves', description: 'Leather gloves.' } },
      categories: ['openapi-gloves'],
      variants: [{ sku: 'OPENAPI-GLOVES-M', title: 'M', price: 40, stock: 20, attrs: [{ name: 'Size', value: 'M' }] }],
    };
    const made = await make(staffProductCreate, { body: { region_id: 2, product } });
    const params = { uuid: made.uuid };
    await make(staffProduct, { params });
    await make(staffProductUpdate, {
      params,
      body: { ...product, variants: [{ ...product.variants[0], uuid: made.variants[0].uuid, stock: 19 }] },
    });
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c05' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'gloves.png');
    await make(staffProductImageUpload, { params, form });
    await make(staffProductImagesOrder, { params, body: { order: [1] } });
    await make(staffProductMove, { params, body: { direction: 'up' } });
    await make(staffVariantPatch, { params: { uuid: made.variants[0].uuid }, body: { stock: 18 } });
    const exported = await t.app.request('/api/staff/catalogue/export/2', { headers: staffAdmin });
    const csv = (await exported.text()).replace(/^\uFEFF/, '');
    await make(staffCatalogueImport, { body: { region_id: 2, csv } });
    // An ordered product is archived rather than deleted, and can be brought back.
    const ordered = await one<{ uuid: string }>(
      `SELECT p.uuid::text AS uuid FROM shop_products p JOIN shop_variants v ON v.product_id = p.id
        WHERE p.region_id = 2 AND EXISTS (SELECT 1 FROM orders o
          CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.meta -> 'contents', '[]'::jsonb)) AS line
          WHERE line ->> 'variantGuid' = v.uuid::text) LIMIT 1`,
    );
    await make(staffProductDelete, { params });
    await make(staffProductDelete, { params: ordered });
    await make(staffProductRestore, { params: ordered });
    await make(staffCategoryDelete, { params: { uuid: category.uuid } });
  });

  it('edits news, hero slides and resources as staff (decision 0289)', async () => {
    const form = new FormData();
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)]), 'news.png');
    const picture = await make(staffContentPicture, { form });
    const article = {
      content_type: 'news',
      regions: [2],
      versions: { en: { title: 'Fitting days', excerpt: 'Come along.', body: '<p>Text.</p>' } },
      fallback_language: 'en',
      picture: { thumbnail: picture.thumbnail, l: picture.l },
      sticky: false,
      visible: true,
      published_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    };
    const created = await make(staffContentCreate, { body: article });
    await make(staffContentGet, { params: { uuid: created.uuid } });
    await make(staffContentUpdate, { params: { uuid: created.uuid }, body: { ...article, sticky: true } });
    await make(staffContentDelete, { params: { uuid: created.uuid } });
    const slide = {
      image: '/pv/app/public/files/content/hero-club-l.svg',
      link: '/shop',
      titles: { en: 'Winter in the club' },
      active: true,
      show_content: true,
      position: 0,
    };
    const made = await make(staffHeroSlideCreate, { params: { region: 2 }, body: slide });
    await make(staffHeroSlideUpdate, { params: { uuid: made.uuid }, body: { ...slide, active: false } });
    await make(staffHeroSlideDelete, { params: { uuid: made.uuid } });
    const resource = {
      kind: 'training',
      versions: { en: { title: 'Trainings', description: '' } },
      fallback_language: 'en',
      url: 'https://club.example/trainings',
      position: 0,
      active: true,
    };
    const kept = await make(staffResourceCreate, { params: { region: 2 }, body: resource });
    await make(staffResourceUpdate, {
      params: { uuid: kept.uuid },
      body: {
        ...resource,
        versions: { en: { title: 'Training', description: '' }, pl: { title: 'Szkolenia', description: '' } },
      },
    });
    await make(staffResourceDelete, { params: { uuid: kept.uuid } });
  });

  it('got an answer from every call of the contract', () => {
    const missing = calls.map(keyOf).filter((key) => !answered.has(key));
    expect(missing, 'calls no test made: add them to a flow above').toEqual([]);
    expect(answered.size).toBe(calls.length);
  });
});
