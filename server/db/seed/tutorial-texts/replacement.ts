import { tutorial } from './tutorial.ts';

export const replacement = tutorial('tutorial-replacement', 'Wd8kH3qAg5F', '2026-04-20T08:00:00Z', {
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
  bg: [
    'Смяна на стар покривен прозорец без щети отвътре',
    'Сменете прозореца отвън, вътрешната облицовка остава.',
    'Стъпки:',
    [
      'Демонтирайте старото крило и обшивката',
      'Изрежете старата каса',
      'Поставете новата каса в същия отвор',
      'Свържете отново пароизолацията',
    ],
  ],
  bs: [
    'Zamjena starog krovnog prozora bez oštećenja iznutra',
    'Zamijenite prozor izvana, unutrašnja obrada ostaje.',
    'Koraci:',
    [
      'Skinite staro krilo i opšav',
      'Izrežite stari okvir',
      'Postavite novi okvir u isti otvor',
      'Ponovo spojite parnu branu',
    ],
  ],
  cs: [
    'Výměna starého střešního okna bez poškození interiéru',
    'Výměna zvenku, vnitřní obklad zůstane.',
    'Postup:',
    [
      'Demontujte staré křídlo a lemování',
      'Vyřízněte starý rám',
      'Osaďte nový rám do stejného otvoru',
      'Znovu napojte parozábranu',
    ],
  ],
  et: [
    'Vana katuseakna vahetamine siseviimistlust kahjustamata',
    'Vahetage aken väljastpoolt, siseviimistlus jääb alles.',
    'Sammud:',
    [
      'Eemaldage vana aknatiib ja plekkraam',
      'Lõigake vana leng lahti',
      'Paigaldage uus leng samasse avasse',
      'Ühendage aurutõke uuesti',
    ],
  ],
  hr: [
    'Zamjena starog krovnog prozora bez oštećenja iznutra',
    'Zamijenite prozor izvana, unutarnja obrada ostaje.',
    'Koraci:',
    [
      'Skinite staro krilo i opšav',
      'Izrežite stari okvir',
      'Postavite novi okvir u isti otvor',
      'Ponovno spojite parnu branu',
    ],
  ],
  hu: [
    'Régi tetőtéri ablak cseréje a belső tér károsítása nélkül',
    'Ablakcsere kívülről, a belső burkolat marad.',
    'Lépések:',
    [
      'Szerelje ki a régi szárnyat és burkolókeretet',
      'Vágja ki a régi tokot',
      'Helyezze az új tokot ugyanabba a nyílásba',
      'Csatlakoztassa újra a párazáró fóliát',
    ],
  ],
  lt: [
    'Seno stogo lango keitimas nepažeidžiant interjero',
    'Langas keičiamas iš lauko, vidaus apdaila lieka.',
    'Žingsniai:',
    [
      'Išmontuokite seną varčią ir apvadą',
      'Išpjaukite seną staktą',
      'Įstatykite naują staktą į tą pačią angą',
      'Vėl prijunkite garų izoliaciją',
    ],
  ],
  lv: [
    'Veca jumta loga nomaiņa, nebojājot interjeru',
    'Nomainiet logu no ārpuses, iekšējā apdare paliek.',
    'Soļi:',
    [
      'Demontējiet veco vērtni un apmali',
      'Izgrieziet veco rāmi',
      'Ievietojiet jauno rāmi tajā pašā ailē',
      'Atkārtoti savienojiet tvaika barjeru',
    ],
  ],
  ro: [
    'Înlocuirea unei ferestre de mansardă vechi fără deteriorări în interior',
    'Schimbați fereastra din exterior, finisajul interior rămâne.',
    'Pași:',
    [
      'Demontați cerceveaua veche și rama de etanșare',
      'Tăiați tocul vechi',
      'Montați tocul nou în același gol',
      'Refaceți legătura cu bariera de vapori',
    ],
  ],
  sk: [
    'Výmena starého strešného okna bez poškodenia interiéru',
    'Výmena zvonka, vnútorný obklad zostane.',
    'Postup:',
    [
      'Demontujte staré krídlo a lemovanie',
      'Vyrežte starý rám',
      'Osaďte nový rám do rovnakého otvoru',
      'Znovu napojte parozábranu',
    ],
  ],
  sl: [
    'Zamenjava starega strešnega okna brez poškodb v notranjosti',
    'Okno zamenjate od zunaj, notranja obloga ostane.',
    'Koraki:',
    [
      'Odstranite staro krilo in obrobo',
      'Izrežite stari okvir',
      'Novi okvir vstavite v isto odprtino',
      'Ponovno povežite parno zaporo',
    ],
  ],
  sr: [
    'Zamena starog krovnog prozora bez oštećenja unutra',
    'Zamenite prozor spolja, unutrašnja obrada ostaje.',
    'Koraci:',
    [
      'Skinite staro krilo i opšivku',
      'Isecite stari okvir',
      'Postavite novi okvir u isti otvor',
      'Ponovo povežite parnu branu',
    ],
  ],
  uk: [
    'Заміна старого мансардного вікна без пошкоджень усередині',
    'Заміна ззовні, внутрішнє оздоблення залишається.',
    'Кроки:',
    [
      'Демонтуйте стару стулку та оклад',
      'Виріжте стару раму',
      'Встановіть нову раму в той самий отвір',
      'Знову з’єднайте пароізоляцію',
    ],
  ],
});
