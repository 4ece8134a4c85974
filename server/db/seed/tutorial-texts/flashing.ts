import { tutorial } from './tutorial.ts';

export const flashing = tutorial('tutorial-flashing', 'Lp7xQ2nWc4B', '2026-09-10T08:00:00Z', {
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
  bg: [
    'Монтаж на обшивка върху профилирани керемиди',
    'Плътна обшивка върху високопрофилни керемиди.',
    'Стъпки:',
    [
      'Първо долната престилка',
      'Страничните елементи и горният капак',
      'Оформяне на плисираната престилка по керемидите',
    ],
  ],
  bs: [
    'Ugradnja opšava na profilisani crijep',
    'Vodonepropusni opšav na visokoprofilnom crijepu.',
    'Koraci:',
    ['Prvo donja kecelja', 'Bočni dijelovi i gornji pokrov', 'Oblikovanje naborane kecelje prema crijepu'],
  ],
  et: [
    'Plekkraami paigaldamine profiilkivile',
    'Veekindel plekkraam kõrge profiiliga katusekivil.',
    'Sammud:',
    ['Kõigepealt alumine põll', 'Küljeosad ja ülemine kate', 'Volditud põlle vormimine kivide järgi'],
  ],
  hr: [
    'Ugradnja opšava na profilirani crijep',
    'Vodonepropusni opšav na visokoprofilnom crijepu.',
    'Koraci:',
    ['Najprije donja pregača', 'Bočni dijelovi i gornji pokrov', 'Oblikovanje naborane pregače prema crijepu'],
  ],
  hu: [
    'Burkolókeret beépítése profilos cserépre',
    'Vízzáró burkolókeret magas profilú cserépen.',
    'Lépések:',
    ['Először az alsó kötény', 'Az oldalsó elemek és a felső takaró', 'A redőzött kötény igazítása a cseréphez'],
  ],
  lt: [
    'Apvado montavimas ant profiliuotų čerpių',
    'Sandarus apvadas ant aukšto profilio čerpių.',
    'Žingsniai:',
    [
      'Pirmiausia apatinė prijuostė',
      'Šoniniai elementai ir viršutinis dangtis',
      'Gofruotos prijuostės pritaikymas prie čerpių',
    ],
  ],
  lv: [
    'Apmales uzstādīšana uz profilētiem dakstiņiem',
    'Ūdensnecaurlaidīga apmale uz augsta profila dakstiņiem.',
    'Soļi:',
    ['Vispirms apakšējais priekšauts', 'Sānu daļas un augšējais pārsegs', 'Plisētā priekšauta pielāgošana dakstiņiem'],
  ],
  sl: [
    'Vgradnja obrobe na profilirano kritino',
    'Vodotesna obroba na visoko profiliranih strešnikih.',
    'Koraki:',
    [
      'Najprej spodnji predpasnik',
      'Stranski deli in zgornji pokrov',
      'Oblikovanje nagubanega predpasnika po strešnikih',
    ],
  ],
  sr: [
    'Ugradnja opšivke na profilisani crep',
    'Vodonepropusna opšivka na visokoprofilnom crepu.',
    'Koraci:',
    ['Prvo donja kecelja', 'Bočni delovi i gornji pokrov', 'Oblikovanje naborane kecelje prema crepu'],
  ],
  uk: [
    'Монтаж окладу на профільну черепицю',
    'Герметичний оклад на високопрофільній черепиці.',
    'Кроки:',
    ['Спочатку нижній фартух', 'Бічні елементи та верхня накладка', 'Формування гофрованого фартуха по черепиці'],
  ],
});
