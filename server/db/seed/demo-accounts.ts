/** The demo companies and people; browser tests and the README rely on these exact values. */
export interface LedgerSeed {
  reason: string;
  points: number;
  createdAt: string;
}

export interface PersonSeed {
  email: string;
  phone: string;
  name: string;
  surname: string;
  role: 3 | 4 | 7 | 8;
  language: string;
  options: Record<string, unknown>;
  emailConsent: boolean;
  phoneConsent: boolean;
  createdAt: string;
  /** False leaves verified_email_at NULL: the e-mail still waits for its code (the home warning shows). */
  emailVerified?: boolean;
}

export interface CompanySeed {
  region: string;
  name: string;
  address: string;
  houseNumber: string;
  city: string;
  postalCode: string;
  registrationNumber: string | null;
  registrationNumber2: string | null;
  /** Index into the region's company types, or null when none was chosen. */
  companyType: number | null;
  survey: unknown[] | null;
  isDecor: boolean;
  createdAt: string;
  people: PersonSeed[];
  /** Credited to the first person (the owner). */
  ledger: LedgerSeed[];
}

const COMPLETE = {
  hasAgreedToTerms: true,
  consentSeen: true,
  companyTypeSeen: true,
  disclaimerSeen: true,
  declarationSeen: true,
  vatSeen: true,
  companyIdSeen: true,
};

const SURVEY = [
  { id: 1, question: 'What areas do you work in?', answers: ['Roof windows', 'Roofing'] },
  { id: 2, question: 'How many roof windows do you install a year?', answers: ['120'] },
  { id: 3, question: 'What share of your work is renovation?', answers: ['50-75%'] },
];

const person = (p: Omit<PersonSeed, 'emailConsent' | 'phoneConsent'> & Partial<PersonSeed>): PersonSeed => ({
  emailConsent: true,
  phoneConsent: false,
  ...p,
});

export const DEMO_COMPANIES: CompanySeed[] = [
  {
    region: 'pl',
    name: 'Kowalski Dachy Sp. z o.o.',
    address: 'ul. Dekarska',
    houseNumber: '12',
    city: 'Kraków',
    postalCode: '30-001',
    registrationNumber: '5252248481',
    registrationNumber2: '146327650',
    companyType: 0,
    survey: SURVEY,
    isDecor: false,
    createdAt: '2024-03-04T09:00:00Z',
    people: [
      person({
        email: 'owner.pl@example.com',
        phone: '+48500000001',
        name: 'Piotr',
        surname: 'Kowalski',
        role: 3,
        language: 'pl',
        options: COMPLETE,
        createdAt: '2024-03-04T09:00:00Z',
      }),
      person({
        email: 'member.pl@example.com',
        phone: '+48500000002',
        name: 'Anna',
        surname: 'Nowak',
        role: 4,
        language: 'pl',
        options: { hasAgreedToTerms: true, consentSeen: true },
        createdAt: '2024-04-10T09:00:00Z',
      }),
    ],
    ledger: [
      { reason: 'Welcome points', points: 20, createdAt: '2024-03-04T09:05:00Z' },
      { reason: 'Survey', points: 180, createdAt: '2024-03-04T09:06:00Z' },
      { reason: 'Filling out the profile', points: 100, createdAt: '2024-03-04T09:07:00Z' },
      { reason: 'Spring promotion', points: 900, createdAt: '2025-04-01T08:00:00Z' },
    ],
  },
  {
    region: 'ro',
    name: 'Popescu Acoperișuri SRL',
    address: 'Strada Țiglei',
    houseNumber: '7',
    city: 'Cluj-Napoca',
    postalCode: '400001',
    registrationNumber: 'RO12345678',
    registrationNumber2: 'J12/1234/2020',
    companyType: 0,
    survey: SURVEY,
    isDecor: false,
    createdAt: '2024-05-20T09:00:00Z',
    people: [
      person({
        email: 'owner.ro@example.com',
        phone: '+40712000001',
        name: 'Andrei',
        surname: 'Popescu',
        role: 3,
        language: 'ro',
        options: COMPLETE,
        createdAt: '2024-05-20T09:00:00Z',
      }),
      person({
        email: 'unverified.ro@example.com',
        phone: '+40712000002',
        name: 'Ioana',
        surname: 'Marin',
        role: 4,
        language: 'ro',
        options: { hasAgreedToTerms: true, consentSeen: true },
        createdAt: '2025-06-02T09:00:00Z',
        emailVerified: false,
      }),
    ],
    ledger: [
      { reason: 'Welcome points', points: 30, createdAt: '2024-05-20T09:05:00Z' },
      { reason: 'Survey', points: 180, createdAt: '2024-05-20T09:06:00Z' },
    ],
  },
  {
    region: 'cz',
    name: 'Nováková Interiéry s.r.o.',
    address: 'Střešní',
    houseNumber: '5',
    city: 'Brno',
    postalCode: '602 00',
    registrationNumber: 'CZ27082440',
    registrationNumber2: '27082440',
    companyType: 0,
    survey: SURVEY,
    isDecor: true,
    createdAt: '2024-06-12T09:00:00Z',
    people: [
      person({
        email: 'decor.cz@example.com',
        phone: '+420601000001',
        name: 'Jana',
        surname: 'Nováková',
        role: 7,
        language: 'cs',
        options: COMPLETE,
        createdAt: '2024-06-12T09:00:00Z',
      }),
    ],
    ledger: [{ reason: 'Welcome points', points: 25, createdAt: '2024-06-12T09:05:00Z' }],
  },
  {
    region: 'sk',
    name: 'Horváth Strechy s.r.o.',
    address: 'Pokrývačská',
    houseNumber: '3',
    city: 'Žilina',
    postalCode: '010 01',
    registrationNumber: null,
    registrationNumber2: null,
    companyType: null,
    survey: null,
    isDecor: false,
    createdAt: '2023-06-01T09:00:00Z',
    people: [
      person({
        email: 'legacy.sk@example.com',
        phone: '+421901000001',
        name: 'Marek',
        surname: 'Horváth',
        role: 3,
        language: 'sk',
        options: {},
        emailConsent: false,
        createdAt: '2023-06-01T09:00:00Z',
      }),
    ],
    ledger: [{ reason: 'Welcome points', points: 25, createdAt: '2023-06-01T09:05:00Z' }],
  },
];
