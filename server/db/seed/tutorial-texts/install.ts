import { tutorial } from './tutorial.ts';

export const install = tutorial('tutorial-install', 'Kq3mJ8vTz1A', '2026-10-01T08:00:00Z', {
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
  bg: [
    'Монтаж на покривен прозорец стъпка по стъпка',
    'Целият монтаж за дванадесет минути.',
    'Какво показва видеото:',
    [
      'Отваряне на покрива и подрязване на летвите',
      'Поставяне на касата с монтажните ъгълници',
      'Проверка на диагоналите',
      'Поставяне на крилото',
    ],
  ],
  bs: [
    'Ugradnja krovnog prozora korak po korak',
    'Cijela ugradnja za dvanaest minuta.',
    'Šta prikazuje video:',
    [
      'Otvaranje krova i skraćivanje letvi',
      'Postavljanje okvira na montažne nosače',
      'Provjera dijagonala',
      'Postavljanje krila',
    ],
  ],
  cs: [
    'Montáž střešního okna krok za krokem',
    'Celá montáž za dvanáct minut.',
    'Co video ukazuje:',
    ['Otevření střechy a zkrácení latí', 'Osazení rámu na montážní úhelníky', 'Kontrola úhlopříček', 'Nasazení křídla'],
  ],
  et: [
    'Katuseakna paigaldamine samm-sammult',
    'Kogu paigaldus kaheteistkümne minutiga.',
    'Mida video näitab:',
    [
      'Katuse avamine ja roovide lõikamine',
      'Lengi kinnitamine paigaldusnurkadega',
      'Diagonaalide kontrollimine',
      'Aknatiiva paigaldamine',
    ],
  ],
  hr: [
    'Ugradnja krovnog prozora korak po korak',
    'Cijela ugradnja u dvanaest minuta.',
    'Što prikazuje video:',
    [
      'Otvaranje krova i skraćivanje letava',
      'Postavljanje okvira na montažne kutnike',
      'Provjera dijagonala',
      'Postavljanje krila',
    ],
  ],
  hu: [
    'Tetőtéri ablak beépítése lépésről lépésre',
    'A teljes beépítés tizenkét percben.',
    'A videó tartalma:',
    [
      'A tető megnyitása és a lécek visszavágása',
      'A tok rögzítése a szerelőkengyelekkel',
      'Az átlók ellenőrzése',
      'A szárny behelyezése',
    ],
  ],
  lt: [
    'Stogo lango montavimas žingsnis po žingsnio',
    'Visas montavimas per dvylika minučių.',
    'Ką rodo vaizdo įrašas:',
    [
      'Stogo atidarymas ir grebėstų apipjovimas',
      'Staktos tvirtinimas montavimo kampuočiais',
      'Įstrižainių tikrinimas',
      'Varčios įstatymas',
    ],
  ],
  lv: [
    'Jumta loga uzstādīšana soli pa solim',
    'Visa uzstādīšana divpadsmit minūtēs.',
    'Ko rāda video:',
    [
      'Jumta atvēršana un latu apgriešana',
      'Rāmja nostiprināšana ar montāžas kronšteiniem',
      'Diagonāļu pārbaude',
      'Vērtnes ievietošana',
    ],
  ],
  ro: [
    'Montajul ferestrei de mansardă pas cu pas',
    'Tot montajul în douăsprezece minute.',
    'Ce arată filmul:',
    [
      'Deschiderea acoperișului și tăierea șipcilor',
      'Fixarea tocului cu colțarii de montaj',
      'Verificarea diagonalelor',
      'Montarea cercevelei',
    ],
  ],
  sk: [
    'Montáž strešného okna krok za krokom',
    'Celá montáž za dvanásť minút.',
    'Čo ukazuje video:',
    [
      'Otvorenie strechy a skrátenie latí',
      'Osadenie rámu na montážne uholníky',
      'Kontrola uhlopriečok',
      'Nasadenie krídla',
    ],
  ],
  sl: [
    'Vgradnja strešnega okna korak za korakom',
    'Celotna vgradnja v dvanajstih minutah.',
    'Kaj prikazuje video:',
    [
      'Odpiranje strehe in prirezovanje letev',
      'Namestitev okvirja z montažnimi kotniki',
      'Preverjanje diagonal',
      'Namestitev krila',
    ],
  ],
  sr: [
    'Ugradnja krovnog prozora korak po korak',
    'Cela ugradnja za dvanaest minuta.',
    'Šta prikazuje video:',
    [
      'Otvaranje krova i skraćivanje letvi',
      'Postavljanje okvira na montažne nosače',
      'Provera dijagonala',
      'Postavljanje krila',
    ],
  ],
  uk: [
    'Монтаж мансардного вікна крок за кроком',
    'Увесь монтаж за дванадцять хвилин.',
    'Що показує відео:',
    [
      'Розкриття покрівлі та підрізання решетування',
      'Встановлення рами на монтажні кутники',
      'Перевірка діагоналей',
      'Встановлення стулки',
    ],
  ],
});
