import { register, streets, validateRegistration } from '#contract/registration.ts';
import { survey } from '#contract/survey.ts';
import type { Deps } from '#server/deps.ts';
import { ApiError, INVALID_DATA, invalidData } from '#server/http/api-error.ts';
import { runIdempotent } from '#server/http/idempotency.ts';
import type { Mounter } from '#server/http/mount.ts';
import { sandboxStreetProvider } from '#server/services/providers/streets/sandbox-street-provider.ts';
import { checkRegistration } from '#server/services/registration/check-registration.ts';
import { createRegistration } from '#server/services/registration/create-registration.ts';
import { SURVEYS } from '#server/services/registration/survey-definitions.ts';
import { validateUniqueness } from '#server/services/registration/validate-uniqueness.ts';

/** Registration, its uniqueness check, the street autocomplete and the survey definitions (all public). */
export function registerRegistrationRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  const streetProvider = sandboxStreetProvider(db);

  mount.anyone(register, async ({ body, c }) => {
    const run = async () => {
      const config = await deps.config.get();
      const { errors, checked } = await checkRegistration(db, config, body);
      if (!checked) throw new ApiError(400, INVALID_DATA, errors.errors);
      const answer = await createRegistration(db, clock, config, checked);
      return { status: 201, body: JSON.stringify(answer) };
    };
    // A repeated submit (lost answer on a weak signal) gets the first answer, not "e-mail taken".
    const answer = await runIdempotent(db, clock, c, 'public:register', await c.req.text(), run);
    const parsed = JSON.parse(answer.body ?? '{}');
    if (answer.status >= 400) throw new ApiError(answer.status as 400, parsed.message, parsed.errors);
    return parsed;
  });

  mount.anyone(validateRegistration, async ({ query }) => {
    if (query.phone !== undefined && query.region_id === undefined) {
      throw invalidData({ region_id: ['Choose the country of the phone number.'] });
    }
    return validateUniqueness(db, await deps.config.get(), query);
  });

  mount.anyone(streets, async ({ query }) => ({
    suggestions: await streetProvider.suggest({ text: query.q, regionId: query.country, language: query.language }),
  }));

  mount.anyone(survey, async ({ query }) => SURVEYS[query.type]);
}
