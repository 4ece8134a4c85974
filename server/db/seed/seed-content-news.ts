import { translated } from './news-texts/by-language.ts';
import { link } from './news-texts/news-text-types.ts';
import { figure, type ItemSeed } from './seed-content-types.ts';

/**
 * Eight news for every region (three sticky), plus regional and hidden items, in all fifteen club languages:
 * English and Polish here, the others in news-texts/<language>.ts.
 */
export const NEWS: ItemSeed[] = [
  {
    type: 'news',
    regions: 'all',
    sticky: true,
    picture: 'spring-promo',
    gallery: ['spring-promo', 'attic-light', 'flashing-kit'],
    publishedAt: '2026-10-28T08:00:00Z',
    texts: {
      en: {
        title: 'Autumn double points on roof windows',
        excerpt: 'Until 30 November every scanned roof window earns double points.',
        body: `<h2>Double points until 30 November</h2><p>Scan the code on every roof window you fit this autumn and the club credits twice the basic points when the project closes.</p><ul><li>Applies to all roof windows and flashings</li><li>Projects must be closed by 15 December</li><li>Points are credited to your company account</li></ul>${figure('spring-promo', 'Double points on every roof window')}<p>Read the full ${link('https://club.example.com/rules/autumn', 'promotion rules')}.</p>`,
      },
      pl: {
        title: 'Jesienią podwójne punkty za okna dachowe',
        excerpt: 'Do 30 listopada każde zeskanowane okno dachowe to podwójne punkty.',
        body: `<h2>Podwójne punkty do 30 listopada</h2><p>Zeskanuj kod na każdym montowanym tej jesieni oknie dachowym, a klub przyzna dwukrotność punktów podstawowych po zamknięciu projektu.</p><ul><li>Dotyczy wszystkich okien dachowych i kołnierzy</li><li>Projekty trzeba zamknąć do 15 grudnia</li><li>Punkty trafiają na konto firmy</li></ul>${figure('spring-promo', 'Podwójne punkty za każde okno')}<p>Przeczytaj ${link('https://club.example.com/pl/zasady/jesien', 'regulamin promocji')}.</p>`,
      },
      ...translated('autumn-points'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    sticky: true,
    picture: 'training-day',
    gallery: ['training-day', 'safety-on-roof'],
    publishedAt: '2026-10-14T08:00:00Z',
    texts: {
      en: {
        title: 'Certified installer training: winter dates',
        excerpt: 'One-day hands-on training with a certificate valid for two years.',
        body: `<h2>Become a certified installer</h2><p>Our trainers show the latest installation details on a full-size roof model. Every participant receives the <strong>Certified roof-window installer</strong> certificate, which you can download from your profile.</p><h3>What you will practise</h3><ol><li>Setting the window at the right height</li><li>Fitting the insulation collar and vapour barrier</li><li>Flashing on tiles and on flat roofing</li></ol>${figure('training-day', 'Training on a roof model')}<p>Places are limited; sign up in the ${link('https://club.example.com/training', 'training calendar')}.</p>`,
      },
      pl: {
        title: 'Szkolenie certyfikowanego montażysty: terminy zimowe',
        excerpt: 'Jednodniowe szkolenie praktyczne z certyfikatem ważnym dwa lata.',
        body: `<h2>Zostań certyfikowanym montażystą</h2><p>Nasi trenerzy pokazują najnowsze detale montażowe na pełnowymiarowym modelu dachu. Każdy uczestnik otrzymuje certyfikat <strong>Certyfikowany montażysta okien dachowych</strong>, do pobrania w profilu.</p><h3>Czego się nauczysz</h3><ol><li>Osadzania okna na właściwej wysokości</li><li>Montażu kołnierza izolacyjnego i paroizolacji</li><li>Obróbki na dachówce i na pokryciach płaskich</li></ol>${figure('training-day', 'Szkolenie na modelu dachu')}<p>Liczba miejsc ograniczona: zapisy w ${link('https://club.example.com/pl/szkolenia', 'kalendarzu szkoleń')}.</p>`,
      },
      ...translated('training'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    sticky: true,
    picture: 'new-blinds',
    publishedAt: '2026-09-30T08:00:00Z',
    texts: {
      en: {
        title: 'New blackout blinds in the club shop',
        excerpt: 'Solar-powered blackout blinds are now available for points.',
        body: `<h2>Blackout blinds for points</h2><p>The solar-powered blackout blind fits every standard roof-window size and needs no wiring. Offer it to your customers or order it for your showroom.</p><ul><li>Ten colours</li><li>Remote control included</li><li>Three-year warranty</li></ul>${figure('new-blinds', 'Blackout blind in a bedroom')}`,
      },
      pl: {
        title: 'Nowe rolety zaciemniające w sklepie klubowym',
        excerpt: 'Rolety zaciemniające z napędem solarnym są już dostępne za punkty.',
        body: `<h2>Rolety zaciemniające za punkty</h2><p>Roleta z napędem solarnym pasuje do każdego standardowego rozmiaru okna dachowego i nie wymaga okablowania.</p><ul><li>Dziesięć kolorów</li><li>Pilot w zestawie</li><li>Trzy lata gwarancji</li></ul>${figure('new-blinds', 'Roleta zaciemniająca w sypialni')}`,
      },
      ...translated('blinds'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    picture: 'winter-fitting',
    publishedAt: '2026-09-12T08:00:00Z',
    texts: {
      en: {
        title: 'Five rules for fitting roof windows in winter',
        excerpt: 'Cold weather needs a few extra steps for an airtight installation.',
        body: `<h2>Working in the cold</h2><p>Sealing tapes and foams behave differently below 5 °C. Keep these rules in mind:</p><ol><li>Store tapes indoors until you use them</li><li>Dry the frame and the battens before taping</li><li>Use winter-grade expanding foam</li><li>Never fit flashing on an icy roof</li><li>Close the sash as soon as the window is set</li></ol>`,
      },
      pl: {
        title: 'Pięć zasad montażu okien dachowych zimą',
        excerpt: 'Mróz wymaga kilku dodatkowych kroków, by montaż był szczelny.',
        body: `<h2>Praca w niskiej temperaturze</h2><p>Taśmy i pianki zachowują się inaczej poniżej 5 °C. Pamiętaj o tych zasadach:</p><ol><li>Przechowuj taśmy w cieple do chwili użycia</li><li>Osusz ościeżnicę i łaty przed klejeniem</li><li>Używaj zimowej pianki montażowej</li><li>Nie montuj kołnierza na oblodzonym dachu</li><li>Zamknij skrzydło zaraz po osadzeniu okna</li></ol>`,
      },
      ...translated('winter-fitting'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    picture: 'triple-glazing',
    publishedAt: '2026-08-20T08:00:00Z',
    texts: {
      en: {
        title: 'Triple glazing becomes the standard',
        excerpt: 'From January all pine and polyurethane roof windows ship with triple glazing.',
        body: `<p>From January the standard range ships with triple glazing (Uw 0.95). Sizes and flashings stay the same, so your existing stock of flashings fits.</p><p>Scans of triple-glazed windows earn the same basic points as before.</p>`,
      },
      pl: {
        title: 'Potrójna szyba staje się standardem',
        excerpt: 'Od stycznia wszystkie okna sosnowe i poliuretanowe mają potrójne szyby.',
        body: `<p>Od stycznia standardowa oferta ma potrójne szyby (Uw 0,95). Rozmiary i kołnierze się nie zmieniają, więc pasują kołnierze z magazynu.</p><p>Skany okien z potrójną szybą dają tyle samo punktów podstawowych co dotąd.</p>`,
      },
      ...translated('triple-glazing'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    picture: 'loft-conversion',
    gallery: ['loft-conversion', 'attic-light'],
    publishedAt: '2026-07-02T08:00:00Z',
    texts: {
      en: {
        title: 'Project of the month: a bright loft in an old farmhouse',
        excerpt: 'Six roof windows and a balcony window turned a dark loft into a studio.',
        body: `<h2>From storage to studio</h2><p>A club member from our community replaced two small skylights with six large roof windows and a balcony window.</p>${figure('loft-conversion', 'The finished loft')}<blockquote>The customer wanted light without losing heat; triple glazing and the insulation collar made that easy.</blockquote>`,
      },
      pl: {
        title: 'Projekt miesiąca: jasne poddasze w starym domu',
        excerpt: 'Sześć okien dachowych i okno balkonowe zmieniły ciemne poddasze w pracownię.',
        body: `<h2>Z graciarni w pracownię</h2><p>Członek klubu wymienił dwa małe wyłazy na sześć dużych okien dachowych i okno balkonowe.</p>${figure('loft-conversion', 'Gotowe poddasze')}<blockquote>Klient chciał światła bez strat ciepła; potrójna szyba i kołnierz izolacyjny to ułatwiły.</blockquote>`,
      },
      ...translated('loft'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    picture: 'safety-on-roof',
    publishedAt: '2026-05-18T08:00:00Z',
    texts: {
      en: {
        title: 'Safety first: fall protection on every roof',
        excerpt: 'A short checklist before you climb.',
        body: `<h2>Before you climb</h2><ul><li>Harness and anchor point checked</li><li>Ladder secured above the eaves</li><li>Tools on a lanyard</li><li>No work in strong wind or rain</li></ul><p>Download the ${link('https://club.example.com/safety.pdf', 'safety checklist')} for your team.</p>`,
      },
      pl: {
        title: 'Bezpieczeństwo przede wszystkim: asekuracja na każdym dachu',
        excerpt: 'Krótka lista kontrolna przed wejściem na dach.',
        body: `<h2>Zanim wejdziesz na dach</h2><ul><li>Sprawdzona uprząż i punkt kotwiczenia</li><li>Drabina zabezpieczona ponad okapem</li><li>Narzędzia na smyczy</li><li>Bez pracy przy silnym wietrze i deszczu</li></ul><p>Pobierz ${link('https://club.example.com/pl/bezpieczenstwo.pdf', 'listę kontrolną')} dla zespołu.</p>`,
      },
      ...translated('fall-protection'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    publishedAt: '2026-03-03T08:00:00Z',
    texts: {
      en: {
        title: 'The club app now works offline',
        excerpt: 'Register projects and scan products on roofs without signal; the app sends them later.',
        body: `<p>Scans and new projects made without signal are kept on your phone and sent as soon as you are back online. Nothing is counted twice.</p>`,
      },
      pl: {
        title: 'Aplikacja klubu działa teraz offline',
        excerpt: 'Rejestruj projekty i skanuj produkty bez zasięgu; aplikacja wyśle je później.',
        body: `<p>Skany i nowe projekty wykonane bez zasięgu zostają w telefonie i są wysyłane, gdy tylko wróci połączenie. Nic nie zostanie policzone dwa razy.</p>`,
      },
      ...translated('offline'),
    },
  },
  {
    type: 'news',
    regions: ['pl'],
    picture: 'club-card',
    publishedAt: '2026-10-05T08:00:00Z',
    texts: {
      pl: {
        title: 'Karta klubowa: wymieniaj punkty na złotówki',
        excerpt: 'Firmy z co najmniej 10 zeskanowanymi oknami w tym roku mogą zamówić przedpłaconą kartę.',
        body: `<h2>Karta przedpłacona dla firm</h2><p>Zamów kartę w sklepie klubowym i doładowuj ją punktami: 1 punkt to 2 zł.</p><ul><li>Warunek: 10 zeskanowanych okien w tym roku</li><li>Doładowanie w ciągu 3 dni roboczych</li></ul>`,
      },
      en: {
        title: 'Club card: turn points into zloty',
        excerpt: 'Companies with at least 10 scanned windows this year can order the prepaid card.',
        body: `<h2>A prepaid card for companies</h2><p>Order the card in the club shop and top it up with points: 1 point is 2 zloty.</p><ul><li>Needs 10 scanned windows this year</li><li>Top-ups within 3 working days</li></ul>`,
      },
      ...translated('club-card'),
    },
  },
  {
    type: 'news',
    regions: ['cz', 'sk'],
    sticky: true,
    picture: 'training-day',
    publishedAt: '2026-10-20T08:00:00Z',
    texts: {
      en: {
        title: 'Certification training in Brno and Bratislava',
        excerpt: 'Hands-on roof-window installation training with a certificate.',
        body: `<p>Practise installation on a roof model. Every participant receives a certificate.</p>`,
      },
      pl: {
        title: 'Szkolenie certyfikacyjne w Brnie i Bratysławie',
        excerpt: 'Praktyczne szkolenie z montażu okien dachowych zakończone certyfikatem.',
        body: `<p>Przećwicz montaż na modelu dachu. Każdy uczestnik otrzymuje certyfikat.</p>`,
      },
      ...translated('cz-sk-training'),
    },
  },
  {
    type: 'news',
    regions: ['ro'],
    picture: 'attic-light',
    publishedAt: '2026-09-22T08:00:00Z',
    texts: {
      en: {
        title: 'Installer open day in Cluj-Napoca',
        excerpt: 'Installation demonstrations and bonus points for participants.',
        body: `<p>Join our installation demonstrations; every participant earns 50 bonus points.</p>`,
      },
      pl: {
        title: 'Dzień otwarty dla montażystów w Klużu-Napoce',
        excerpt: 'Pokazy montażu i punkty bonusowe dla uczestników.',
        body: `<p>Dołącz do naszych pokazów montażu; każdy uczestnik otrzyma 50 punktów bonusowych.</p>`,
      },
      ...translated('cluj-open-day'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    visible: false,
    publishedAt: '2026-10-30T08:00:00Z',
    texts: {
      en: { title: 'Draft: price list 2027', excerpt: 'Not published yet.', body: '<p>Draft.</p>' },
      pl: { title: 'Szkic: cennik 2027', excerpt: 'Jeszcze nieopublikowane.', body: '<p>Szkic.</p>' },
      ...translated('draft-prices'),
    },
  },
  {
    type: 'news',
    regions: 'all',
    publishedAt: '2030-01-01T08:00:00Z',
    texts: {
      en: { title: 'Scheduled: the club turns ten', excerpt: 'Scheduled.', body: '<p>Scheduled.</p>' },
      pl: { title: 'Zaplanowane: klub kończy dziesięć lat', excerpt: 'Zaplanowane.', body: '<p>Zaplanowane.</p>' },
      ...translated('scheduled-ten'),
    },
  },
  {
    // Authored carelessly on purpose: a pasted script and an image error handler. The app must show the text and
    // run neither (issue 9; the journey in tests/news.spec.ts checks it).
    type: 'news',
    regions: 'all',
    publishedAt: '2026-08-20T08:00:00Z',
    texts: {
      en: {
        title: 'Safety check before every climb',
        excerpt: 'Five things to check on your harness and ladder before you go up.',
        body: `<p>Check the harness straps, the buckles and the lanyard before every climb.</p><script>window.__hostileArticle = 'script ran'</script><p>Tie the ladder at the top and keep three points of contact.</p><img src="/no-such-picture.png" alt="" onerror="window.__hostileArticle = 'onerror ran'">`,
      },
      pl: {
        title: 'Kontrola bezpieczeństwa przed każdym wejściem na dach',
        excerpt: 'Pięć rzeczy do sprawdzenia w szelkach i drabinie przed wejściem.',
        body: `<p>Przed każdym wejściem sprawdź pasy szelek, klamry i linkę.</p><script>window.__hostileArticle = 'script ran'</script><p>Przywiąż drabinę u góry i zachowaj trzy punkty podparcia.</p><img src="/no-such-picture.png" alt="" onerror="window.__hostileArticle = 'onerror ran'">`,
      },
      ...translated('safety-check'),
    },
  },
];
