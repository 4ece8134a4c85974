import { MULTIPLE_LIMIT, type Survey, type SurveyQuestion, type SurveyType } from '#contract/survey.ts';

const option = (id: number, key: string, text: string) => ({ id, key, text });

const PERCENTAGE_BANDS = [
  option(1, 'band.0-25', '0-25%'),
  option(2, 'band.25-50', '25-50%'),
  option(3, 'band.50-75', '50-75%'),
  option(4, 'band.75-100', '75-100%'),
];

/** The installers' survey: the spec's "up to 3 areas, a number, share of percentage bands", and team size. */
const MAIN: SurveyQuestion[] = [
  {
    id: 1,
    key: 'areas',
    text: 'What areas do you work in?',
    type: 'multiple',
    limit: MULTIPLE_LIMIT,
    options: [
      option(1, 'area.roof-windows', 'Roof windows'),
      option(2, 'area.roofing', 'Roofing'),
      option(3, 'area.flat-roofs', 'Flat roofs'),
      option(4, 'area.loft-conversions', 'Loft conversions'),
      option(5, 'area.insulation', 'Insulation'),
      option(6, 'area.gutters', 'Gutters and flashings'),
    ],
  },
  {
    id: 2,
    key: 'windows-per-year',
    text: 'How many roof windows do you install a year?',
    type: 'number',
    limit: null,
    options: [],
  },
  {
    id: 3,
    key: 'renovation-share',
    text: 'What share of your work is renovation?',
    type: 'percentage',
    limit: null,
    options: PERCENTAGE_BANDS,
  },
  {
    id: 4,
    key: 'team-size',
    text: 'How many people work in your team?',
    type: 'single',
    limit: null,
    options: [
      option(1, 'team.alone', 'Just me'),
      option(2, 'team.2-5', '2-5'),
      option(3, 'team.6-20', '6-20'),
      option(4, 'team.over-20', 'More than 20'),
    ],
  },
];

/** The decor installers' survey: 4 questions, the brands including two competitors. */
const DECOR: SurveyQuestion[] = [
  {
    id: 101,
    key: 'decor-products',
    text: 'Which products do you install?',
    type: 'multiple',
    limit: null,
    options: [
      option(1, 'decor.blinds', 'Blinds'),
      option(2, 'decor.roller-shutters', 'Roller shutters'),
      option(3, 'decor.awnings', 'Awnings'),
      option(4, 'decor.insect-screens', 'Insect screens'),
    ],
  },
  {
    id: 102,
    key: 'decor-brands',
    text: 'Which brands of blinds do you install?',
    type: 'multiple',
    limit: null,
    options: [
      option(1, 'brand.club', 'Club brand'),
      option(2, 'brand.fakro', 'Fakro'),
      option(3, 'brand.roto', 'Roto'),
      option(4, 'brand.other', 'Other brands'),
    ],
  },
  {
    id: 103,
    key: 'decor-per-month',
    text: 'How many blinds do you install a month?',
    type: 'number',
    limit: null,
    options: [],
  },
  {
    id: 104,
    key: 'decor-share',
    text: 'What share of your work is decor?',
    type: 'percentage',
    limit: null,
    options: PERCENTAGE_BANDS,
  },
];

export const SURVEYS: Record<SurveyType, Survey> = {
  main: { type: 'main', questions: MAIN },
  decor: { type: 'decor', questions: DECOR },
};
