import { tutorial } from './tutorial.ts';

export const blinds = tutorial('tutorial-blinds', 'Tb2hF6mXe8D', '2026-07-15T08:00:00Z', {
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
  bg: [
    'Монтаж на вътрешна щора',
    'Държачи, водачи и щора за пет минути.',
    'Стъпки:',
    ['Защракнете държачите в касата', 'Вкарайте страничните водачи', 'Закрепете щората и я изпробвайте'],
  ],
  bs: [
    'Montaža unutrašnje zavjese',
    'Nosači, vodilice i zavjesa za pet minuta.',
    'Koraci:',
    ['Uklopite nosače u okvir', 'Uvucite bočne vodilice', 'Pričvrstite zavjesu i isprobajte je'],
  ],
  cs: [
    'Montáž vnitřní rolety',
    'Držáky, vodicí lišty a roleta za pět minut.',
    'Postup:',
    ['Zacvakněte držáky do rámu', 'Zasuňte boční vodicí lišty', 'Upevněte roletu a vyzkoušejte ji'],
  ],
  et: [
    'Siseruloo paigaldamine',
    'Kinnitused, juhikud ja ruloo viie minutiga.',
    'Sammud:',
    ['Klõpsake kinnitused lengi külge', 'Lükake külgjuhikud paika', 'Kinnitage ruloo ja proovige see läbi'],
  ],
  hr: [
    'Montaža unutarnje zavjese',
    'Nosači, vodilice i zavjesa u pet minuta.',
    'Koraci:',
    ['Uklopite nosače u okvir', 'Uvucite bočne vodilice', 'Pričvrstite zavjesu i isprobajte je'],
  ],
  hu: [
    'Belső árnyékoló felszerelése',
    'Tartók, vezetősínek és az árnyékoló öt perc alatt.',
    'Lépések:',
    ['Pattintsa a tartókat a tokba', 'Tolja be az oldalsó vezetősíneket', 'Rögzítse az árnyékolót, és próbálja ki'],
  ],
  lt: [
    'Vidinės užuolaidos montavimas',
    'Laikikliai, kreipiančiosios ir užuolaida per penkias minutes.',
    'Žingsniai:',
    [
      'Įspauskite laikiklius į staktą',
      'Įstumkite šonines kreipiančiąsias',
      'Pritvirtinkite užuolaidą ir išbandykite ją',
    ],
  ],
  lv: [
    'Iekšējā aizkara uzstādīšana',
    'Turētāji, vadotnes un aizkars piecās minūtēs.',
    'Soļi:',
    ['Iespiediet turētājus rāmī', 'Iebīdiet sānu vadotnes', 'Piestipriniet aizkaru un pārbaudiet to'],
  ],
  ro: [
    'Montajul unui rulou interior',
    'Suporți, ghidaje și ruloul în cinci minute.',
    'Pași:',
    ['Fixați suporții în toc prin clipsare', 'Introduceți ghidajele laterale', 'Prindeți ruloul și testați-l'],
  ],
  sk: [
    'Montáž vnútornej rolety',
    'Držiaky, vodiace lišty a roleta za päť minút.',
    'Postup:',
    ['Zacvaknite držiaky do rámu', 'Zasuňte bočné vodiace lišty', 'Upevnite roletu a vyskúšajte ju'],
  ],
  sl: [
    'Montaža notranjega senčila',
    'Nosilci, vodila in senčilo v petih minutah.',
    'Koraki:',
    ['Nosilce zaskočite v okvir', 'Vstavite stranska vodila', 'Pritrdite senčilo in ga preizkusite'],
  ],
  sr: [
    'Montaža unutrašnje zavese',
    'Nosači, vodilice i zavesa za pet minuta.',
    'Koraci:',
    ['Uklopite nosače u okvir', 'Uvucite bočne vodilice', 'Pričvrstite zavesu i isprobajte je'],
  ],
  uk: [
    'Монтаж внутрішньої штори',
    'Кріплення, напрямні та штора за п’ять хвилин.',
    'Кроки:',
    ['Защепніть кріплення в раму', 'Вставте бічні напрямні', 'Закріпіть штору та перевірте її роботу'],
  ],
});
