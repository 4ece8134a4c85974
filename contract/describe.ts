/**
 * The one walk of the contract that the API's documents are made from (docs/decisions/0274): every call with what
 * the server adds to it by rule (who may make it, Idempotency-Key, uploads, byte answers), and every schema the
 * contract names. docs/api.md (server/test/matrix/api-reference.ts) and the OpenAPI document (openapi.ts) both read
 * this, so the two cannot disagree. Only valibot and the contract's own modules: the server serves it at run time.
 */
import * as auth from './auth.ts';
import * as behaviours from './behaviours.ts';
import type { Call, HttpMethod, Schema } from './call.ts';
import * as clubCard from './club-card.ts';
import * as common from './common.ts';
import * as config from './config.ts';
import * as content from './content.ts';
import * as dev from './dev.ts';
import * as emulation from './emulation.ts';
import * as identifierChanges from './identifier-changes.ts';
import * as notifications from './notifications.ts';
import * as operator from './operator.ts';
import * as orders from './orders.ts';
import * as passkeys from './passkeys.ts';
import * as points from './points.ts';
import * as profile from './profile.ts';
import * as projects from './projects.ts';
import * as push from './push.ts';
import * as qr from './qr.ts';
import * as registration from './registration.ts';
import * as scans from './scans.ts';
import * as settings from './settings.ts';
import * as shop from './shop.ts';
import * as staff from './staff.ts';
import * as staffAudit from './staff-audit.ts';
import * as staffCards from './staff-cards.ts';
import * as staffCatalogue from './staff-catalogue.ts';
import * as staffCompanies from './staff-companies.ts';
import * as staffContent from './staff-content.ts';
import * as staffDashboard from './staff-dashboard.ts';
import * as staffMembers from './staff-members.ts';
import * as staffOrders from './staff-orders.ts';
import * as staffProjects from './staff-projects.ts';
import * as staffSettings from './staff-settings.ts';
import * as staffSupport from './staff-support.ts';
import * as support from './support.ts';
import * as survey from './survey.ts';
import * as team from './team.ts';
import * as tiers from './tiers.ts';
import * as user from './user.ts';
import * as verification from './verification.ts';

/**
 * Every contract module with calls or schemas, by file name. Imported statically so the server (bundled or not) needs
 * no directory listing; scripts/api-docs.ts and server/test/openapi/contract-modules.test.ts fail when a file of
 * contract/ with calls or schemas is missing here.
 */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  auth,
  behaviours,
  'club-card': clubCard,
  common,
  config,
  content,
  dev,
  emulation,
  'identifier-changes': identifierChanges,
  notifications,
  operator,
  orders,
  passkeys,
  points,
  profile,
  projects,
  push,
  qr,
  registration,
  scans,
  settings,
  shop,
  staff,
  'staff-audit': staffAudit,
  'staff-cards': staffCards,
  'staff-catalogue': staffCatalogue,
  'staff-companies': staffCompanies,
  'staff-content': staffContent,
  'staff-dashboard': staffDashboard,
  'staff-members': staffMembers,
  'staff-orders': staffOrders,
  'staff-projects': staffProjects,
  'staff-settings': staffSettings,
  'staff-support': staffSupport,
  support,
  survey,
  team,
  tiers,
  user,
  verification,
};

// biome-ignore lint/suspicious/noExplicitAny: valibot's runtime schema objects are walked structurally.
type Node = any;

export const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value &&
  'response' in value;

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

/**
 * Who may make a call: anyone, a signed-in installer (Bearer access token), the operator key (below /operator), or
 * staff (a staff session's token with one of the call's roles, or the operator key; docs/decisions/0276).
 */
export type Access = 'public' | 'user' | 'operator' | 'staff';

/** A call answered with bytes instead of JSON (mounted with content/binary-route.ts). */
const BYTE_ANSWERS = new Map<Call, string>([
  [qr.qrCode, 'image/png'],
  [behaviours.certificatePdf, 'application/pdf'],
  [staffOrders.staffOrderFile, 'application/octet-stream'],
  [staffCatalogue.staffCatalogueExport, 'application/octet-stream'],
]);

/** A call whose body is multipart/form-data with one file part instead of JSON (mounted by hand). */
export interface Upload {
  field: string;
  maxBytes: number;
}
const UPLOADS = new Map<Call, Upload>([
  [profile.uploadAvatar, { field: profile.AVATAR_FIELD, maxBytes: profile.AVATAR_MAX_BYTES }],
  [shop.uploadOrderFile, { field: 'file', maxBytes: shop.MAX_ORDER_FILE_BYTES }],
  [staffCatalogue.staffProductImageUpload, { field: 'file', maxBytes: staffCatalogue.MAX_PRODUCT_IMAGE_BYTES }],
  [staffContent.staffContentPicture, { field: staffContent.PICTURE_FIELD, maxBytes: staffContent.MAX_PICTURE_BYTES }],
]);

export interface DescribedCall {
  /** module/export, e.g. support/ticketCreate */
  name: string;
  module: string;
  exportName: string;
  call: Call;
  method: HttpMethod;
  /** Below /api, with `:param` placeholders. */
  path: string;
  access: Access;
  status: 200 | 201 | 204;
  pathParams: string[];
  /** Signed-in writes honour Idempotency-Key (docs/decisions/0014-idempotency.md). */
  idempotent: boolean;
  upload?: Upload;
  /** The answer's media type: JSON, bytes of a given type, or none (204). */
  answer: { kind: 'json'; schema: Schema } | { kind: 'bytes'; mediaType: string } | { kind: 'none' };
}

export interface ApiDescription {
  /** Sorted by path, then method (GET, POST, PATCH, PUT, DELETE). */
  calls: DescribedCall[];
  /**
   * Every schema the contract exports, with a unique name: its export name, or `module.Name` when two modules
   * export different schemas under one name. A schema exported under two names keeps the first.
   */
  namedSchemas: Map<Schema, string>;
}

const METHOD_ORDER: HttpMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

export const isOperatorPath = (path: string) => path.startsWith('/operator/');
export const pathParamsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function accessOf(call: Call): Access {
  if (isOperatorPath(call.path)) return 'operator';
  if (call.auth === 'staff') return 'staff';
  return call.auth === 'user' ? 'user' : 'public';
}

function answerOf(name: string, call: Call): DescribedCall['answer'] {
  if ((call.status ?? 200) === 204) return { kind: 'none' };
  const bytes = BYTE_ANSWERS.get(call);
  if (bytes) return { kind: 'bytes', mediaType: bytes };
  if ((call.response as Node).type === 'blob' || (call.response as Node).type === 'file')
    throw new Error(`${name} answers bytes: give its media type in BYTE_ANSWERS (contract/describe.ts)`);
  return { kind: 'json', schema: call.response };
}

function describeCall(module: string, exportName: string, call: Call): DescribedCall {
  const name = `${module}/${exportName}`;
  const access = accessOf(call);
  const upload = UPLOADS.get(call);
  if (!upload && /multipart/i.test(call.summary))
    throw new Error(`${name} takes a multipart upload: give its field in UPLOADS (contract/describe.ts)`);
  return {
    name,
    module,
    exportName,
    call,
    method: call.method,
    path: call.path,
    access,
    status: call.status ?? 200,
    pathParams: pathParamsOf(call.path),
    idempotent: access === 'user' && call.method !== 'GET',
    ...(upload ? { upload } : {}),
    answer: answerOf(name, call),
  };
}

function nameSchemas(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>): Map<Schema, string> {
  const byName = new Map<string, { module: string; schema: Schema }[]>();
  const seen = new Set<unknown>();
  for (const [module, exports] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(exports)) {
      if (!isSchema(value) || seen.has(value) || !/^[A-Z]/.test(key)) continue;
      seen.add(value);
      byName.set(key, [...(byName.get(key) ?? []), { module, schema: value }]);
    }
  }
  const named = new Map<Schema, string>();
  for (const [key, owners] of byName) {
    for (const { module, schema } of owners) named.set(schema, owners.length > 1 ? `${module}.${key}` : key);
  }
  return named;
}

let described: ApiDescription | undefined;

/** The description of the whole API (built once). */
export function describeApi(): ApiDescription {
  if (described) return described;
  const calls: DescribedCall[] = [];
  const seen = new Set<unknown>();
  for (const [module, exports] of Object.entries(CONTRACT_MODULES)) {
    for (const [key, value] of Object.entries(exports)) {
      if (!isCall(value) || seen.has(value)) continue;
      seen.add(value);
      calls.push(describeCall(module, key, value));
    }
  }
  calls.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const keys = new Set<string>();
  for (const c of calls) {
    const key = `${c.method} ${c.path}`;
    if (keys.has(key)) throw new Error(`two calls declare ${key}`);
    keys.add(key);
  }
  described = { calls, namedSchemas: nameSchemas(CONTRACT_MODULES) };
  return described;
}

/** The constraints valibot's actions carry, in words (docs/api.md's tables, the OpenAPI descriptions). */
const CONSTRAINTS: Record<string, (a: Node) => string> = {
  min_length: (a) => `min length ${a.requirement}`,
  max_length: (a) => `max length ${a.requirement}`,
  length: (a) => `length ${a.requirement}`,
  non_empty: () => 'not empty',
  min_value: (a) => `≥ ${a.requirement}`,
  max_value: (a) => `≤ ${a.requirement}`,
  integer: () => 'integer',
  uuid: () => 'uuid',
  email: () => 'e-mail',
  url: () => 'URL',
  iso_timestamp: () => 'ISO timestamp',
  iso_date: () => 'ISO date',
  regex: (a) => `matches \`${a.requirement}\``,
  trim: () => 'trimmed',
  min_size: (a) => `min size ${a.requirement}`,
  max_size: (a) => `max size ${a.requirement}`,
  mime_type: (a) => `type ${[].concat(a.requirement).join(', ')}`,
  check: (a) => (a.message && typeof a.message === 'string' ? `check: ${a.message}` : 'custom check'),
};

/** An action of a pipe in words, or undefined for actions that say nothing about the value (transforms). */
export function constraintText(action: Node): string | undefined {
  return CONSTRAINTS[action?.type]?.(action);
}
