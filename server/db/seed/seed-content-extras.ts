/** Resources, hero images, certificates and the extra reward behaviours of the demo data. */

const RESOURCE_KINDS = [
  [
    'instructions',
    'file-text',
    'Installation instructions',
    'Manuals for every roof window and flashing, as PDF.',
    'instructions',
  ],
  ['training', 'school', 'Training calendar', 'Hands-on trainings near you, with certificates.', 'training'],
  ['social', 'users', 'Installer community group', 'Ask other installers, share your projects.', 'community'],
  ['video', 'brand-youtube', 'Video channel', 'Installation videos and product news.', 'videos'],
  ['dealer_finder', 'map-pin', 'Find a dealer', 'Dealers with roof windows in stock near your site.', 'dealers'],
  ['quote_tool', 'calculator', 'Quote builder', 'Build a quote for your customer in minutes.', 'quote'],
] as const;

const POLISH: Record<string, [string, string]> = {
  instructions: ['Instrukcje montażu', 'Instrukcje do każdego okna dachowego i kołnierza, w PDF.'],
  training: ['Kalendarz szkoleń', 'Szkolenia praktyczne w pobliżu, z certyfikatem.'],
  social: ['Grupa montażystów', 'Pytaj innych montażystów, pokazuj swoje realizacje.'],
  video: ['Kanał wideo', 'Filmy montażowe i nowości produktowe.'],
  dealer_finder: ['Znajdź dystrybutora', 'Dystrybutorzy z oknami na stanie blisko budowy.'],
  quote_tool: ['Kalkulator oferty', 'Przygotuj ofertę dla klienta w kilka minut.'],
};

export interface ResourceSeed {
  kind: string;
  icon: string;
  title: string;
  description: string;
  url: string;
}

/** The six link tiles of a region; Poland's are in Polish, the others in English. */
export function resourcesFor(slug: string): ResourceSeed[] {
  return RESOURCE_KINDS.map(([kind, icon, title, description, path]) => ({
    kind,
    icon,
    title: slug === 'pl' ? POLISH[kind]![0] : title,
    description: slug === 'pl' ? POLISH[kind]![1] : description,
    url:
      kind === 'video' ? `https://www.youtube.com/@installerclub${slug}` : `https://${slug}.club.example.com/${path}`,
  }));
}

export interface HeroSeed {
  picture: string;
  link: string;
  title: string;
  isActive: boolean;
  showContent: boolean;
}

export function heroesFor(slug: string): HeroSeed[] {
  const heroes: HeroSeed[] = [
    {
      picture: 'hero-club',
      link: '/rewards',
      title: 'Welcome to the Installer Club',
      isActive: true,
      showContent: true,
    },
    { picture: 'hero-shop', link: '/shop', title: 'Spend your points in the shop', isActive: true, showContent: false },
  ];
  if (slug === 'pl') {
    heroes.push({
      picture: 'hero-training',
      link: '/news',
      title: 'Summer trainings',
      isActive: false,
      showContent: true,
    });
  }
  return heroes;
}

export const CERTIFICATES = [
  {
    slug: 'certified-installer',
    name: 'Certified roof-window installer',
    description: 'Completed the hands-on installation training and exam.',
    icon: 'certificate',
    longevity: 24,
  },
  {
    slug: 'flashing-training',
    name: 'Flashing and insulation training',
    description: 'Flashings on every roof covering, insulation collars and vapour barriers.',
    icon: 'tools',
    longevity: 36,
  },
  {
    slug: 'sun-tunnel',
    name: 'Sun tunnel installer',
    description: 'Planning and installing rigid and flexible sun tunnels.',
    icon: 'sun',
    longevity: 24,
  },
  {
    slug: 'decor-specialist',
    name: 'Blinds and decor specialist',
    description: 'Measuring, selling and mounting interior and exterior blinds.',
    icon: 'blinds',
    longevity: 24,
  },
] as const;

/** Certificates the demo companies hold, by the holder's e-mail (the holder's company gets it). */
export const HELD_CERTIFICATES = [
  { email: 'owner.pl@example.com', slug: 'certified-installer', issuedOn: '2025-11-15', expiresOn: '2027-11-15' },
  { email: 'owner.pl@example.com', slug: 'flashing-training', issuedOn: '2023-05-20', expiresOn: '2026-05-20' },
  { email: 'member.pl@example.com', slug: 'sun-tunnel', issuedOn: '2026-02-10', expiresOn: '2028-02-10' },
  { email: 'owner.ro@example.com', slug: 'certified-installer', issuedOn: '2026-03-01', expiresOn: '2028-03-01' },
  { email: 'decor.cz@example.com', slug: 'decor-specialist', issuedOn: '2025-09-01', expiresOn: '2027-09-01' },
];

/** Ways to earn points shown on the rewards screen, besides welcome, survey and profile. */
export const REWARD_BEHAVIOURS = [
  {
    slug: 'scan-window',
    name: 'Scan a roof window',
    description: 'Basic points for every roof window scanned into a project.',
    icon: 'scan',
    points: 5,
  },
  {
    slug: 'recommend',
    name: 'Recommend a colleague',
    description: 'Points when an installer you invited completes registration.',
    icon: 'user-plus',
    points: 50,
  },
  {
    slug: 'training',
    name: 'Attend a training',
    description: 'Points for every certified training you complete.',
    icon: 'school',
    points: 100,
  },
  {
    slug: 'project-of-the-month',
    name: 'Project of the month',
    description: 'Send photos of your best installation; the winner gets the points.',
    icon: 'trophy',
    points: 200,
  },
];
