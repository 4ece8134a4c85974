/** Languages: 16 ids, 15 in use by the interface (id 16, German, exists for imported data only). */
export const LANGUAGES = [
  [1, 'en', 'English'],
  [2, 'pl', 'Polski'],
  [3, 'ro', 'Română'],
  [4, 'hr', 'Hrvatski'],
  [5, 'hu', 'Magyar'],
  [6, 'sl', 'Slovenščina'],
  [7, 'bg', 'Български'],
  [8, 'sr', 'Srpski'],
  [9, 'bs', 'Bosanski'],
  [10, 'uk', 'Українська'],
  [11, 'sk', 'Slovenčina'],
  [12, 'cs', 'Čeština'],
  [13, 'et', 'Eesti'],
  [14, 'lt', 'Lietuvių'],
  [15, 'lv', 'Latviešu'],
  [16, 'de', 'Deutsch'],
] as const;

export interface RegionSeed {
  id: number;
  slug: string;
  name: string;
  phone: string;
  flag: string;
  registration: boolean;
  language: string;
  vatField: string;
  companyIdField: string;
  /** Bit 1: VAT number required; bit 2: company id required. */
  flags: number;
  companyTypeState: 0 | 2;
  minOrderPoints: number;
  city: string;
}

const r = (
  id: number,
  slug: string,
  name: string,
  phone: string,
  flag: string,
  language: string,
  vatField: string,
  companyIdField: string,
  flags: number,
  companyTypeState: 0 | 2,
  minOrderPoints: number,
  city: string,
  registration = true,
): RegionSeed => ({
  id,
  slug,
  name,
  phone,
  flag,
  registration,
  language,
  vatField,
  companyIdField,
  flags,
  companyTypeState,
  minOrderPoints,
  city,
});

/** Country ids 2-17 (docs/decisions/0003-region-and-language-ids.md). 8 and 15 have no registration. */
export const REGIONS: RegionSeed[] = [
  r(2, 'pl', 'Poland', '+48', '🇵🇱', 'pl', 'NIP', 'REGON', 3, 2, 128, 'Warszawa'),
  r(3, 'ro', 'Romania', '+40', '🇷🇴', 'ro', 'CUI', 'Nr. Reg. Com.', 1, 2, 102, 'București'),
  r(4, 'hr', 'Croatia', '+385', '🇭🇷', 'hr', 'OIB', 'MBS', 1, 2, 51, 'Zagreb'),
  r(5, 'hu', 'Hungary', '+36', '🇭🇺', 'hu', 'Adószám', 'Cégjegyzékszám', 3, 2, 39, 'Budapest'),
  r(6, 'si', 'Slovenia', '+386', '🇸🇮', 'sl', 'ID za DDV', 'Matična številka', 1, 2, 51, 'Ljubljana'),
  r(7, 'bg', 'Bulgaria', '+359', '🇧🇬', 'bg', 'ДДС номер', 'ЕИК', 2, 2, 100, 'София'),
  r(8, 'me', 'Montenegro', '+382', '🇲🇪', 'sr', 'PIB', 'Matični broj', 0, 0, 50, 'Podgorica', false),
  r(9, 'rs', 'Serbia', '+381', '🇷🇸', 'sr', 'PIB', 'Matični broj', 1, 2, 0, 'Beograd'),
  r(10, 'ba', 'Bosnia and Herzegovina', '+387', '🇧🇦', 'bs', 'PDV broj', 'JIB', 0, 0, 0, 'Sarajevo'),
  r(11, 'ua', 'Ukraine', '+380', '🇺🇦', 'uk', 'ІПН', 'ЄДРПОУ', 2, 0, 20, 'Київ'),
  r(12, 'sk', 'Slovakia', '+421', '🇸🇰', 'sk', 'IČ DPH', 'IČO', 2, 2, 60, 'Bratislava'),
  r(13, 'cz', 'Czechia', '+420', '🇨🇿', 'cs', 'DIČ', 'IČO', 2, 2, 60, 'Praha'),
  r(14, 'ee', 'Estonia', '+372', '🇪🇪', 'et', 'KMKR', 'Registrikood', 2, 0, 40, 'Tallinn'),
  r(15, 'mk', 'North Macedonia', '+389', '🇲🇰', 'en', 'ЕДБ', 'ЕМБС', 0, 0, 50, 'Skopje', false),
  r(16, 'lt', 'Lithuania', '+370', '🇱🇹', 'lt', 'PVM kodas', 'Įmonės kodas', 2, 0, 40, 'Vilnius'),
  r(17, 'lv', 'Latvia', '+371', '🇱🇻', 'lv', 'PVN numurs', 'Reģistrācijas numurs', 2, 0, 40, 'Rīga'),
];

/** Only Czechia and Slovakia have decor installers and their own decor terms. */
export const DECOR_REGIONS = new Set(['cz', 'sk']);
/** The one region with an employee limit: an owner and 10 installers. */
export const EMPLOYEE_LIMITS: Record<string, number> = { pl: 10 };

export const filesBase = (slug: string) => `/pv/app/public/files/${slug}`;
