import type { ItemSeed, TextSeed } from './seed-content-types.ts';

const steps = (intro: string, list: string[]) => `<p>${intro}</p><ol>${list.map((s) => `<li>${s}</li>`).join('')}</ol>`;

function tutorial(
  picture: string,
  youtube: string,
  publishedAt: string,
  texts: Record<string, [string, string, string, string[]]>,
  regions: ItemSeed['regions'] = 'all',
): ItemSeed {
  const built: Record<string, TextSeed> = {};
  for (const [lang, [title, excerpt, intro, list]] of Object.entries(texts)) {
    built[lang] = { title, excerpt, body: steps(intro, list) };
  }
  return { type: 'tutorial', regions, picture, youtube, publishedAt, texts: built };
}

/** Six installation videos in English and Polish for every region, one with more languages, one Czech only. */
export const TUTORIALS: ItemSeed[] = [
  tutorial('tutorial-install', 'Kq3mJ8vTz1A', '2026-10-01T08:00:00Z', {
    en: [
      'Installing a roof window step by step',
      'The whole installation in twelve minutes.',
      'What the video covers:',
      [
        'Opening the roof and trimming the battens',
        'Setting the frame with the mounting brackets',
        'Checking the diagonals',
        'Fitting the sash',
      ],
    ],
    pl: [
      'Montaż okna dachowego krok po kroku',
      'Cały montaż w dwanaście minut.',
      'Co pokazuje film:',
      [
        'Otwarcie dachu i docięcie łat',
        'Osadzenie ościeżnicy na kątownikach',
        'Sprawdzenie przekątnych',
        'Założenie skrzydła',
      ],
    ],
  }),
  tutorial('tutorial-flashing', 'Lp7xQ2nWc4B', '2026-09-10T08:00:00Z', {
    en: [
      'Fitting the flashing on profiled tiles',
      'A watertight flashing on high-profile tiles.',
      'Steps:',
      ['Bottom apron first', 'Side pieces and top cover', 'Shape the pleated apron to the tiles'],
    ],
    pl: [
      'Montaż kołnierza na dachówce profilowanej',
      'Szczelny kołnierz na wysokiej dachówce.',
      'Kolejność:',
      ['Najpierw fartuch dolny', 'Elementy boczne i górne', 'Dopasowanie plisowanego fartucha do dachówki'],
    ],
    cs: [
      'Montáž lemování na profilovanou krytinu',
      'Těsné lemování na vysoké tašky.',
      'Postup:',
      ['Nejdříve spodní díl', 'Boční a horní díly', 'Tvarování zástěry'],
    ],
    ro: [
      'Montajul ramei de etanșare pe țiglă profilată',
      'Etanșare perfectă pe țiglă înaltă.',
      'Pași:',
      ['Mai întâi șorțul inferior', 'Piesele laterale și superioare', 'Modelarea șorțului pe țiglă'],
    ],
    sk: [
      'Montáž lemovania na profilovanú krytinu',
      'Tesné lemovanie na vysoké škridly.',
      'Postup:',
      ['Najskôr spodný diel', 'Bočné a horné diely', 'Tvarovanie zástery'],
    ],
  }),
  tutorial('tutorial-insulation', 'Ns5vR9kYd6C', '2026-08-05T08:00:00Z', {
    en: [
      'Insulation collar and vapour barrier',
      'Keep the warm air in and the condensation out.',
      'You will see:',
      ['Fitting the insulation collar', 'Taping the vapour barrier to the frame', 'Checking with a thermal camera'],
    ],
    pl: [
      'Kołnierz izolacyjny i paroizolacja',
      'Ciepło zostaje w środku, wilgoć na zewnątrz.',
      'Zobaczysz:',
      ['Montaż kołnierza izolacyjnego', 'Klejenie paroizolacji do ościeżnicy', 'Kontrolę kamerą termowizyjną'],
    ],
  }),
  tutorial('tutorial-blinds', 'Tb2hF6mXe8D', '2026-07-15T08:00:00Z', {
    en: [
      'Mounting an interior blind',
      'Brackets, rails and the blind in five minutes.',
      'Steps:',
      ['Clip the brackets into the frame', 'Slide in the side rails', 'Attach the blind and test it'],
    ],
    pl: [
      'Montaż rolety wewnętrznej',
      'Uchwyty, prowadnice i roleta w pięć minut.',
      'Kolejność:',
      ['Zatrzaśnij uchwyty w ościeżnicy', 'Wsuń prowadnice boczne', 'Zamocuj roletę i sprawdź działanie'],
    ],
  }),
  tutorial('tutorial-sun-tunnel', 'Vc4jG1pZf2E', '2026-06-01T08:00:00Z', {
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
  }),
  tutorial('tutorial-replacement', 'Wd8kH3qAg5F', '2026-04-20T08:00:00Z', {
    en: [
      'Replacing an old roof window without damage inside',
      'Swap the window from the outside, keep the interior finish.',
      'Steps:',
      [
        'Remove the old sash and flashing',
        'Cut the old frame free',
        'Set the new frame in the same opening',
        'Reconnect the vapour barrier',
      ],
    ],
    pl: [
      'Wymiana starego okna dachowego bez niszczenia wnętrza',
      'Wymiana od zewnątrz, wykończenie wnętrza zostaje.',
      'Kolejność:',
      [
        'Zdemontuj stare skrzydło i kołnierz',
        'Wytnij starą ościeżnicę',
        'Osadź nową ramę w tym samym otworze',
        'Połącz ponownie paroizolację',
      ],
    ],
  }),
  tutorial(
    'tutorial-install',
    'Xe1mJ7rBh9G',
    '2026-05-05T08:00:00Z',
    {
      cs: [
        'Montáž střešního okna do plechové krytiny',
        'Detail pro plechové a šindelové střechy.',
        'Postup:',
        ['Příprava otvoru', 'Osazení rámu', 'Lemování pro plochou krytinu'],
      ],
    },
    ['cz'],
  ),
];
