import { describe, expect, it } from 'vitest';
import type { RegionalSettings } from '#contract/config.ts';
import { emptyDraft, registrationStage, registrationSteps } from './registration-state.ts';

const type = (id: number, disclaimer: 0 | 2, declaration: 0 | 2) => ({
  id,
  name_translated: '',
  disclaimer_state: disclaimer,
  declaration_state: declaration,
  disclaimer_translated: '',
  declaration_translated: '',
});
const settings = { company_type_state: 2, company_types: [type(21, 0, 0), type(23, 2, 2)] } as RegionalSettings;

describe('the registration steps', () => {
  it('has all 11 steps when the chosen type needs a disclaimer and a declaration', () => {
    expect(registrationSteps(settings, { ...emptyDraft(), companyType: 23 }, false)).toEqual([
      'region',
      'user',
      'company',
      'address',
      'type',
      'disclaimer',
      'declaration',
      'survey',
      'consent',
      'review',
      'complete',
    ]);
  });

  it('drops the type steps where the country disables them, and the company steps for an invite', () => {
    const disabled = { ...settings, company_type_state: 0 } as RegionalSettings;
    expect(registrationSteps(disabled, emptyDraft(), false)).not.toContain('type');
    expect(registrationSteps(settings, { ...emptyDraft(), companyType: 21 }, false)).not.toContain('disclaimer');
    expect(registrationSteps(settings, emptyDraft(), true)).toEqual([
      'region',
      'user',
      'consent',
      'review',
      'complete',
    ]);
  });
});

describe('the registration counter', () => {
  it('keeps its total while the country and the company type add screens (issue 27, defect 8)', () => {
    const walks = [
      registrationSteps(undefined, emptyDraft(), false),
      registrationSteps(settings, emptyDraft(), false),
      registrationSteps(settings, { ...emptyDraft(), companyType: 23 }, false),
    ];
    for (const steps of walks) {
      const shown = steps.map((step) => registrationStage(step, false));
      expect(new Set(shown.flatMap((s) => (s ? [s.total] : [])))).toEqual(new Set([4]));
      const indexes = shown.flatMap((s) => (s ? [s.index] : []));
      expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
      expect(shown.at(-1)).toBeNull();
    }
    expect(registrationStage('user', true)).toMatchObject({ index: 0, total: 2 });
    expect(registrationStage('review', true)).toMatchObject({ index: 1, total: 2 });
  });
});
