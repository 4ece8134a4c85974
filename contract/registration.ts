import * as v from 'valibot';
import { Email, NationalPhone } from './auth.ts';
import { defineCall } from './call.ts';
import { RegionId, Uuid } from './common.ts';

/** A trimmed text of at least `min` characters (the spec: all form texts are trimmed). */
const text = (min: number, message: string, max = 120) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, 'This text is too long.'));

/** Registration numbers are required per region (flags); when given they have at least 6 characters. */
export const REGISTRATION_NUMBER_MIN = 6;
export const RegistrationNumber = v.pipe(v.string(), v.trim(), v.maxLength(32, 'This text is too long.'));
export const REGISTRATION_NUMBER_TOO_SHORT = 'The number must have at least 6 characters.';

export const UserInfo = v.object({
  name: text(2, 'The name must have at least 2 characters.', 60),
  surname: text(2, 'The surname must have at least 2 characters.', 60),
  email: Email,
  phone: NationalPhone,
});

export const CompanyInfo = v.object({
  name: text(4, 'The company name must have at least 4 characters.', 160),
  registration_number: v.optional(RegistrationNumber, ''),
  registration_number_2: v.optional(RegistrationNumber, ''),
});

export const CompanyAddress = v.object({
  address: text(4, 'The street must have at least 4 characters.'),
  house_number: text(1, 'Enter the house number.', 20),
  postal_code: text(1, 'Enter the postal code.', 20),
  city: text(2, 'The city must have at least 2 characters.', 80),
});

export const CompanyRegistration = v.object({
  ...CompanyInfo.entries,
  ...CompanyAddress.entries,
  regions_id: RegionId,
  company_type: v.optional(v.nullable(v.number()), null),
  disclaimer_accepted: v.optional(v.boolean(), false),
  declaration_accepted: v.optional(v.boolean(), false),
  /** The survey answers as JSON text ({ type, answers: [{ id, question, answers }] }); empty when not answered. */
  survey: v.optional(v.pipe(v.string(), v.maxLength(20_000, 'This text is too long.')), ''),
});

export const RegisterRequest = v.pipe(
  v.object({
    /** The new company; left out when joining an inviting company. */
    company: v.optional(CompanyRegistration),
    installer: v.object({
      ...UserInfo.entries,
      languages_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)),
      /** The installer's options as JSON text: hasAgreedToTerms (must be true) and consentSeen. */
      options: v.pipe(v.string(), v.maxLength(2_000, 'This text is too long.')),
      email_consent: v.boolean(),
      phone_consent: v.boolean(),
      is_decor_installer: v.optional(v.boolean(), false),
    }),
    /** An owner's invite code: the new installer joins that company (docs/decisions/0071). */
    invite: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(32, 'This text is too long.'))), null),
  }),
  v.forward(
    v.check((input) => Boolean(input.invite) || input.company !== undefined, 'This field is required.'),
    ['company'],
  ),
);
export type RegisterRequest = v.InferInput<typeof RegisterRequest>;

export const RegisterResponse = v.object({
  company_uuid: Uuid,
  user_id: Uuid,
  role: v.number(),
  welcome_points: v.number(),
  survey_points: v.number(),
  /** The welcome and survey points wait until the new owner verifies the e-mail (decision 0264). */
  points_held: v.optional(v.boolean(), false),
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponse>;

export const register = defineCall({
  method: 'POST',
  path: '/v2/company/register',
  auth: 'public',
  status: 201,
  summary:
    'Registers a company with its owner (role 3, or 7 for a decor installer) or, with an invite code, an installer ' +
    'of the inviting company; earns the welcome points (and the survey points when answered), held until the ' +
    'e-mail is verified.',
  body: RegisterRequest,
  response: RegisterResponse,
});

/** The three messages of the specification. */
export const NOT_UNIQUE = {
  phone: 'Phone number is not unique.',
  email: 'The email has already been taken.',
  registrationNumber: 'The company registration number has already been taken.',
} as const;

export const ValidateQuery = v.object({
  phone: v.optional(NationalPhone),
  region_id: v.optional(RegionId),
  email: v.optional(Email),
  registration_number: v.optional(RegistrationNumber),
  registration_number_2: v.optional(RegistrationNumber),
});

export const ValidateResponse = v.object({
  valid: v.boolean(),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidateResponse = v.InferOutput<typeof ValidateResponse>;

export const validateRegistration = defineCall({
  method: 'GET',
  path: '/v2/company/validate',
  auth: 'public',
  summary: 'Checks that a phone (with its region), an e-mail and registration numbers are not taken yet.',
  query: ValidateQuery,
  response: ValidateResponse,
});

export const StreetSuggestion = v.object({
  street: v.string(),
  city: v.string(),
  postal_code: v.string(),
});
export type StreetSuggestion = v.InferOutput<typeof StreetSuggestion>;

export const streets = defineCall({
  method: 'GET',
  path: '/v1/address/streets',
  auth: 'public',
  summary: 'Street autocomplete: streets only, restricted to one country (and language), at most 5 suggestions.',
  query: v.object({
    q: v.pipe(v.string(), v.trim(), v.minLength(2, 'Type at least 2 characters.'), v.maxLength(80)),
    country: RegionId,
    language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))),
  }),
  response: v.object({ suggestions: v.array(StreetSuggestion) }),
});
