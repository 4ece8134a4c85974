import { describe, expect, it } from 'vitest';
import type { LoginProfile } from '#contract/auth.ts';
import type { Config } from '#contract/config.ts';
import { completionSteps } from './completion-steps.ts';

const type = (id: number, disclaimer: 0 | 2, declaration: 0 | 2) => ({
  id,
  name_translated: `Type ${id}`,
  disclaimer_state: disclaimer,
  declaration_state: declaration,
  disclaimer_translated: '',
  declaration_translated: '',
});

const config = {
  countries: [
    { id: 12, slug: 'sk' },
    { id: 2, slug: 'pl' },
  ],
  languages: [],
  behaviours: {},
  regional_settings: {
    '12': { flags: 2, company_type_state: 2, company_types: [type(121, 0, 0), type(123, 2, 2)] },
    '2': { flags: 3, company_type_state: 2, company_types: [type(21, 0, 0)] },
  },
} as unknown as Config;

const legacy: LoginProfile = {
  region: 12,
  has_survey: false,
  email_consent: false,
  phone_consent: false,
  options: '{}',
  role: 3,
  user_id: '00000000-0000-4000-8000-000000000001',
  company_id: '00000000-0000-4000-8000-000000000002',
  created_at: '2023-06-01T09:00:00.000Z',
  company: {
    uuid: '00000000-0000-4000-8000-000000000002',
    name: 'Horváth',
    registration_number: null,
    registration_number_2: null,
    company_type: null,
    disclaimer_accepted: false,
    declaration_accepted: false,
    active: 1,
  },
};

const complete = JSON.stringify({
  hasAgreedToTerms: true,
  consentSeen: true,
  companyTypeSeen: true,
  vatSeen: true,
  companyIdSeen: true,
});

describe('the login wizard conditional steps', () => {
  it('walks a legacy Slovak owner through every step, in the spec order', () => {
    expect(completionSteps(legacy, config, 123)).toEqual([
      'terms',
      'registration-number',
      'company-type',
      'disclaimer',
      'declaration',
      'consent',
      'survey',
    ]);
  });

  it('adds or removes the disclaimer and declaration with the chosen type', () => {
    expect(completionSteps(legacy, config, 121)).not.toContain('disclaimer');
    expect(completionSteps(legacy, config, null)).not.toContain('declaration');
  });

  it('asks for terms only of accounts created before 31 Jan 2024', () => {
    expect(completionSteps({ ...legacy, created_at: '2024-02-01T00:00:00.000Z' }, config, null)).not.toContain('terms');
  });

  it('asks a complete PL owner nothing, and a team member only for consent', () => {
    const company = {
      ...legacy.company,
      registration_number: '5252248481',
      registration_number_2: '146327650',
      company_type: 21,
    };
    const owner = { ...legacy, region: 2, has_survey: true, options: complete, company };
    expect(completionSteps(owner, config, null)).toEqual([]);
    expect(completionSteps({ ...legacy, region: 2, role: 4, options: '{}' }, config, null)).toEqual(['consent']);
  });
});
