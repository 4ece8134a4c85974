import * as v from 'valibot';
import { Email, NationalPhone } from './auth.ts';
import { defineCall } from './call.ts';
import { Uuid } from './common.ts';
import { Company, CurrentUser } from './user.ts';

/** A numeric id in a path (company id, user id); capped so it fits the database's integer. */
export const NumericId = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, 'Must be a numeric id.'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'Must be a numeric id.'),
);

/** PostgreSQL text and jsonb cannot hold NUL characters; refuse them as bad input rather than fail later. */
const noNul = (text: string) => !text.includes('\u0000') && !text.includes('\\u0000');
const NO_NUL = 'Control characters are not allowed.';

/** Checkbox-like flags: the app sends booleans, older clients 0/1; the server always sees a boolean. */
export const Flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1])], 'Must be true or false.'),
  v.transform((x) => x === true || x === 1),
);

function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** A JSON object sent as text (the spec's options and survey fields), handed to the server parsed. */
export const JsonObjectText = v.pipe(
  v.string('Must be JSON text.'),
  v.maxLength(20_000, 'The JSON text is too long.'),
  v.check(noNul, NO_NUL),
  v.check(isJsonObject, 'Must be a JSON object.'),
  v.transform((text) => JSON.parse(text) as Record<string, unknown>),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The company survey as JSON text: an array of { id, question, answers } (contract/survey.ts SurveyAnswer). */
export const SurveyResponseText = v.pipe(
  v.string('Must be JSON text.'),
  v.maxLength(20_000, 'The survey is too long.'),
  v.check(noNul, NO_NUL),
  v.check(isJson, 'Must be JSON text.'),
  v.transform((text) => JSON.parse(text) as unknown),
  v.array(
    v.object({
      id: v.pipe(v.number('Each answer needs its question id.'), v.integer('Each answer needs its question id.')),
      question: v.pipe(v.string('Each answer needs its question.'), v.maxLength(500)),
      answers: v.pipe(
        v.array(v.pipe(v.string('Answers are text.'), v.maxLength(500)), 'Answers are a list.'),
        v.minLength(1, 'Every question needs an answer.'),
      ),
    }),
    'The survey must be a list of answers.',
  ),
  v.minLength(1, 'The survey has no answers.'),
);

/** First name or surname: trimmed, 2-60 characters, no digits (team add/edit rule). */
export const PersonName = (what: 'name' | 'surname') =>
  v.pipe(
    v.string(`The ${what} is required.`),
    v.check(noNul, NO_NUL),
    v.trim(),
    v.minLength(2, `The ${what} needs at least 2 characters.`),
    v.maxLength(60, `The ${what} is too long.`),
    v.regex(/^[^\d]*$/, `Digits are not allowed in the ${what}.`),
  );

const RegistrationNumber = v.pipe(
  v.string('The registration number must be text.'),
  v.check(noNul, NO_NUL),
  v.trim(),
  v.maxLength(32, 'The registration number is too long.'),
);

/** Company fields that may be edited but never emptied (profile screen). */
const NonEmpty = (what: string, min: number, max = 120) =>
  v.pipe(
    v.string(`The ${what} must be text.`),
    v.check(noNul, NO_NUL),
    v.trim(),
    v.nonEmpty(`The ${what} cannot be empty.`),
    // Empty text gets only the 'cannot be empty' message, not also the length one.
    v.check((s) => s === '' || s.length >= min, `The ${what} needs at least ${min} characters.`),
    v.maxLength(max, `The ${what} is too long.`),
  );

const LanguageId = v.pipe(
  v.number('The language must be a number.'),
  v.integer('Unknown language.'),
  v.minValue(1, 'Unknown language.'),
  v.maxValue(1000, 'Unknown language.'),
);

export const UpdateCompanyRequest = v.strictObject({
  /** 2 = the Czech/Slovak terms were declined: the club profile is closed. */
  active: v.optional(v.literal(2, 'Only 2 (terms declined) can be sent.')),
  registration_number: v.optional(RegistrationNumber),
  registration_number_2: v.optional(RegistrationNumber),
  /** The company survey answers as JSON text (an array of { id, question, answers }). */
  surveyResponse: v.optional(SurveyResponseText),
  name: v.optional(NonEmpty('company name', 4)),
  address: v.optional(NonEmpty('address', 4)),
  house_number: v.optional(NonEmpty('house number', 1, 20)),
  city: v.optional(NonEmpty('city', 2)),
  postal_code: v.optional(NonEmpty('postal code', 1, 20)),
});
export type UpdateCompanyRequest = v.InferInput<typeof UpdateCompanyRequest>;

export const updateCompany = defineCall({
  method: 'PATCH',
  path: '/v1/company/:id',
  auth: 'user',
  summary:
    "Updates the caller's company (owners only): registration numbers, address, survey answers, or declines the terms (active 2).",
  params: v.object({ id: NumericId }),
  body: UpdateCompanyRequest,
  response: Company,
});

export const UpdateCompanyTypeRequest = v.strictObject({
  company_type: v.pipe(
    v.number('Choose a company type.'),
    v.integer('Choose a company type.'),
    v.minValue(1, 'Choose a company type.'),
    v.maxValue(2_147_483_647, 'Choose a company type.'),
  ),
  disclaimer_accepted: v.optional(Flag, false),
  declaration_accepted: v.optional(Flag, false),
});
export type UpdateCompanyTypeRequest = v.InferInput<typeof UpdateCompanyTypeRequest>;

export const updateCompanyType = defineCall({
  method: 'PATCH',
  path: '/v1/company/:uuid/companyType',
  auth: 'user',
  summary:
    "Sets the caller's company type (owners only); its disclaimer and declaration must be accepted when required.",
  params: v.object({ uuid: Uuid }),
  body: UpdateCompanyTypeRequest,
  response: Company,
});

const userFields = {
  /** Merged into the stored options (hasAgreedToTerms, consentSeen, seen markers, firstTime, expPtsSeen). */
  options: v.optional(JsonObjectText),
  email_consent: v.optional(Flag),
  phone_consent: v.optional(Flag),
  languages_id: v.optional(LanguageId),
  name: v.optional(PersonName('name')),
  surname: v.optional(PersonName('surname')),
  /** National number for the user's region (or +code...); stored as E.164. */
  phone: v.optional(NationalPhone),
};

export const UpdateInstallerRequest = v.strictObject({ ...userFields, email: v.optional(Email) });
export type UpdateInstallerRequest = v.InferInput<typeof UpdateInstallerRequest>;

export const updateInstaller = defineCall({
  method: 'PATCH',
  path: '/v1/installer/user/:uuid',
  auth: 'user',
  summary:
    "Updates a user by uuid: oneself (options, consents, language, name, e-mail, phone), or a team member's name and surname when the caller is the owner; the owner's new e-mail or phone for a member who has signed in is only proposed (`pending_identifiers`) until the member confirms it (decision 0261).",
  params: v.object({ uuid: Uuid }),
  body: UpdateInstallerRequest,
  response: CurrentUser,
});

export const UpdateUserRequest = UpdateInstallerRequest;
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequest>;

export const updateUser = defineCall({
  method: 'PATCH',
  path: '/v1/company/user/:id',
  auth: 'user',
  summary:
    'Updates the signed-in user by numeric id (profile screen): only the fields sent change; a new e-mail must be verified again.',
  params: v.object({ id: NumericId }),
  body: UpdateUserRequest,
  response: CurrentUser,
});

export const confirmIdentifierChange = defineCall({
  method: 'POST',
  path: '/v1/company/user/self/identifier-changes/:uuid/confirm',
  auth: 'user',
  summary:
    "The signed-in member confirms a new e-mail or phone their company's owner proposed (`pending_identifiers`): it becomes their sign-in (422 when someone took it meanwhile; 409 when the proposal was replaced or answered); an e-mail must then be verified.",
  params: v.object({ uuid: Uuid }),
  response: CurrentUser,
});

export const declineIdentifierChange = defineCall({
  method: 'POST',
  path: '/v1/company/user/self/identifier-changes/:uuid/decline',
  auth: 'user',
  summary:
    'The signed-in member declines a proposed e-mail or phone: it is dropped and their sign-in stays as it was (409 when the proposal was replaced or confirmed).',
  params: v.object({ uuid: Uuid }),
  response: CurrentUser,
});

/** Avatar uploads: multipart/form-data with one `file` part, PNG or JPEG (checked by content), at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FIELD = 'file';

export const uploadAvatar = defineCall({
  method: 'POST',
  path: '/v1/company/user/:uuid/avatar',
  auth: 'user',
  summary:
    'Sets the avatar (multipart `file`, PNG or JPEG, max 5 MB; 413/415 otherwise) of oneself, or of a member for the owner; answers the user with its avatar URL.',
  params: v.object({ uuid: Uuid }),
  response: CurrentUser,
});

export const deleteAvatar = defineCall({
  method: 'DELETE',
  path: '/v1/company/user/:uuid/avatar',
  auth: 'user',
  status: 204,
  summary: 'Removes the avatar of oneself, or of a member for the owner.',
  params: v.object({ uuid: Uuid }),
  response: v.null(),
});
