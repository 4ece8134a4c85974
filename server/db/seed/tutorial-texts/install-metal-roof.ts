import { tutorial } from './tutorial.ts';

export const installMetalRoof = tutorial(
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
    en: [
      'Installing a roof window in metal roofing',
      'The detail for metal and shingle roofs.',
      'Steps:',
      ['Preparing the opening', 'Setting the frame', 'Flashing for flat roof coverings'],
    ],
    pl: [
      'Montaż okna dachowego w pokryciu z blachy',
      'Detal dla dachów z blachy i gontu.',
      'Kolejność:',
      ['Przygotowanie otworu', 'Osadzenie ościeżnicy', 'Kołnierz do płaskiego pokrycia'],
    ],
    bg: [
      'Монтаж на покривен прозорец в ламаринено покритие',
      'Детайлът за покриви от ламарина и битумни керемиди.',
      'Стъпки:',
      ['Подготовка на отвора', 'Поставяне на касата', 'Обшивка за плоско покритие'],
    ],
    bs: [
      'Ugradnja krovnog prozora u limeni pokrov',
      'Detalj za limene krovove i krovove od šindre.',
      'Koraci:',
      ['Priprema otvora', 'Postavljanje okvira', 'Opšav za ravni pokrov'],
    ],
    et: [
      'Katuseakna paigaldamine plekk-katusesse',
      'Detail plekk- ja sindelkatuste jaoks.',
      'Sammud:',
      ['Ava ettevalmistamine', 'Lengi paigaldamine', 'Plekkraam lamedale katusekattele'],
    ],
    hr: [
      'Ugradnja krovnog prozora u limeni pokrov',
      'Detalj za limene krovove i krovove od šindre.',
      'Koraci:',
      ['Priprema otvora', 'Postavljanje okvira', 'Opšav za ravni pokrov'],
    ],
    hu: [
      'Tetőtéri ablak beépítése fémlemez fedésbe',
      'A részletmegoldás fémlemez- és zsindelytetőkhöz.',
      'Lépések:',
      ['A nyílás előkészítése', 'A tok elhelyezése', 'Burkolókeret sík tetőfedéshez'],
    ],
    lt: [
      'Stogo lango montavimas į skardinę dangą',
      'Sprendimas skardiniams ir bituminių čerpelių stogams.',
      'Žingsniai:',
      ['Angos paruošimas', 'Staktos įstatymas', 'Apvadas plokščiai dangai'],
    ],
    lv: [
      'Jumta loga uzstādīšana skārda segumā',
      'Mezgls skārda un šindeļu jumtiem.',
      'Soļi:',
      ['Ailes sagatavošana', 'Rāmja ievietošana', 'Apmale plakanam segumam'],
    ],
    ro: [
      'Montajul ferestrei de mansardă în învelitoare metalică',
      'Detaliul pentru acoperișuri din tablă și șindrilă.',
      'Pași:',
      ['Pregătirea golului', 'Fixarea tocului', 'Rama de etanșare pentru învelitori plate'],
    ],
    sk: [
      'Montáž strešného okna do plechovej krytiny',
      'Detail pre plechové a šindľové strechy.',
      'Postup:',
      ['Príprava otvoru', 'Osadenie rámu', 'Lemovanie pre plochú krytinu'],
    ],
    sl: [
      'Vgradnja strešnega okna v pločevinasto kritino',
      'Detajl za pločevinaste strehe in strehe s skodlami.',
      'Koraki:',
      ['Priprava odprtine', 'Namestitev okvirja', 'Obroba za ravno kritino'],
    ],
    sr: [
      'Ugradnja krovnog prozora u limeni pokrivač',
      'Detalj za limene krovove i krovove od šindre.',
      'Koraci:',
      ['Priprema otvora', 'Postavljanje okvira', 'Opšivka za ravan pokrivač'],
    ],
    uk: [
      'Монтаж мансардного вікна в металеву покрівлю',
      'Вузол для металевих і бітумних покрівель.',
      'Кроки:',
      ['Підготовка отвору', 'Встановлення рами', 'Оклад для плоского покриття'],
    ],
  },
  ['cz'],
);
