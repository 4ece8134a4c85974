import type { RegionSeed } from './reference-data.ts';

export interface CompanyTypeSeed {
  name: string;
  disclaimerState: 0 | 2;
  declarationState: 0 | 2;
}

const DISCLAIMER =
  'I confirm that the company carries out roofing or roof-window installation work on its own account.';
const DECLARATION = 'I declare that the company data given are true and that I may represent the company.';
export const companyTypeTexts = { disclaimer: DISCLAIMER, declaration: DECLARATION };

/** At least two company types in every region with registration; some require a disclaimer or declaration. */
export function companyTypesFor(region: RegionSeed): CompanyTypeSeed[] {
  if (!region.registration) return [];
  const types: CompanyTypeSeed[] = [
    { name: 'Roofing company', disclaimerState: 0, declarationState: 0 },
    { name: 'Sole trader', disclaimerState: 2, declarationState: 0 },
  ];
  if (region.companyTypeState === 2) {
    types.push({ name: 'General building contractor', disclaimerState: 2, declarationState: 2 });
  }
  return types;
}

export interface BehaviourSeed {
  slug: string;
  name: string;
  description: string;
  icon: string;
  points: number;
}

/** Welcome points per region; regions missing here have no welcome behaviour, so the default of 20 applies. */
const WELCOME_POINTS: Record<string, number> = {
  pl: 20,
  ro: 30,
  hr: 25,
  hu: 20,
  si: 25,
  bg: 20,
  rs: 20,
  sk: 25,
  cz: 25,
  ee: 15,
  lt: 15,
  lv: 15,
};

export function behavioursFor(region: RegionSeed): BehaviourSeed[] {
  const list: BehaviourSeed[] = [];
  const welcome = WELCOME_POINTS[region.slug];
  if (welcome !== undefined) {
    list.push({
      slug: 'welcome-points',
      name: 'Welcome points',
      description: 'Points for joining the club.',
      icon: 'gift',
      points: welcome,
    });
  }
  if (!region.registration) return list;
  list.push(
    {
      slug: 'survey',
      name: 'Survey',
      description: 'Answer the short survey about your company.',
      icon: 'clipboard',
      points: 180,
    },
    {
      slug: 'profile',
      name: 'Filling out the profile',
      description: 'Complete your company profile.',
      icon: 'user',
      points: 100,
    },
    {
      slug: 'project-closed',
      name: 'Closed project',
      description: 'Scan the products of a project and answer its survey.',
      icon: 'home',
      points: 0,
    },
  );
  return list;
}
