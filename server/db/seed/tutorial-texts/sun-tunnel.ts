import { tutorial } from './tutorial.ts';

export const sunTunnel = tutorial('tutorial-sun-tunnel', 'Vc4jG1pZf2E', '2026-06-01T08:00:00Z', {
  en: [
    'Installing a sun tunnel',
    'Daylight for a windowless bathroom or hallway.',
    'The video shows:',
    ['Planning the route of the tube', 'Fitting the roof dome and flashing', 'Mounting the ceiling diffuser'],
  ],
  pl: [
    'Montaż świetlika tunelowego',
    'Światło dzienne w łazience bez okna.',
    'Film pokazuje:',
    ['Zaplanowanie przebiegu rury', 'Montaż kopuły i kołnierza', 'Montaż dyfuzora sufitowego'],
  ],
  bg: [
    'Монтаж на светлинен тунел',
    'Дневна светлина за баня или коридор без прозорец.',
    'Видеото показва:',
    ['Планиране на трасето на тръбата', 'Монтаж на покривния купол и обшивката', 'Монтаж на таванния дифузер'],
  ],
  bs: [
    'Ugradnja svjetlosnog tunela',
    'Dnevna svjetlost za kupatilo ili hodnik bez prozora.',
    'Video prikazuje:',
    ['Planiranje trase cijevi', 'Ugradnju krovne kupole i opšava', 'Montažu plafonskog difuzora'],
  ],
  cs: [
    'Montáž světlovodu',
    'Denní světlo pro koupelnu nebo chodbu bez okna.',
    'Video ukazuje:',
    ['Plánování vedení tubusu', 'Osazení střešní kopule a lemování', 'Montáž stropního difuzoru'],
  ],
  et: [
    'Valgustunneli paigaldamine',
    'Päevavalgus aknata vannituppa või koridori.',
    'Video näitab:',
    ['Toru kulgemise planeerimist', 'Katusekupli ja plekkraami paigaldamist', 'Laehajuti paigaldamist'],
  ],
  hr: [
    'Ugradnja svjetlosnog tunela',
    'Dnevno svjetlo za kupaonicu ili hodnik bez prozora.',
    'Video prikazuje:',
    ['Planiranje trase cijevi', 'Ugradnju krovne kupole i opšava', 'Montažu stropnog difuzora'],
  ],
  hu: [
    'Fénycsatorna beépítése',
    'Természetes fény ablaktalan fürdőszobába vagy előszobába.',
    'A videó bemutatja:',
    [
      'A cső nyomvonalának megtervezését',
      'A tetőkupola és a burkolókeret beépítését',
      'A mennyezeti diffúzor felszerelését',
    ],
  ],
  lt: [
    'Šviesos tunelio montavimas',
    'Dienos šviesa vonios kambariui ar koridoriui be lango.',
    'Vaizdo įraše:',
    ['Vamzdžio trasos planavimas', 'Stogo kupolo ir apvado montavimas', 'Lubų difuzoriaus montavimas'],
  ],
  lv: [
    'Gaismas tuneļa uzstādīšana',
    'Dienasgaisma vannasistabai vai gaitenim bez loga.',
    'Video redzams:',
    ['Caurules trases plānošana', 'Jumta kupola un apmales uzstādīšana', 'Griestu difuzora montāža'],
  ],
  ro: [
    'Montajul unui tunel solar',
    'Lumină naturală pentru o baie sau un hol fără fereastră.',
    'Filmul arată:',
    [
      'Planificarea traseului tubului',
      'Montarea cupolei de acoperiș și a ramei de etanșare',
      'Montarea difuzorului de tavan',
    ],
  ],
  sk: [
    'Montáž svetlovodu',
    'Denné svetlo do kúpeľne alebo chodby bez okna.',
    'Video ukazuje:',
    ['Plánovanie vedenia tubusu', 'Osadenie strešnej kupoly a lemovania', 'Montáž stropného difúzora'],
  ],
  sl: [
    'Vgradnja svetlobnega tunela',
    'Dnevna svetloba za kopalnico ali hodnik brez okna.',
    'Video prikazuje:',
    ['Načrtovanje poteka cevi', 'Vgradnjo strešne kupole in obrobe', 'Montažo stropnega difuzorja'],
  ],
  sr: [
    'Ugradnja svetlosnog tunela',
    'Dnevna svetlost za kupatilo ili hodnik bez prozora.',
    'Video prikazuje:',
    ['Planiranje trase cevi', 'Ugradnju krovne kupole i opšivke', 'Montažu plafonskog difuzora'],
  ],
  uk: [
    'Монтаж світлового тунелю',
    'Денне світло для ванної кімнати чи коридору без вікна.',
    'Відео показує:',
    ['Планування траси труби', 'Монтаж покрівельного купола та окладу', 'Монтаж стельового дифузора'],
  ],
});
