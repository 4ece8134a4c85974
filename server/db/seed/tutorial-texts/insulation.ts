import { tutorial } from './tutorial.ts';

export const insulation = tutorial('tutorial-insulation', 'Ns5vR9kYd6C', '2026-08-05T08:00:00Z', {
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
  bg: [
    'Изолационна яка и пароизолация',
    'Топлината остава вътре, кондензът – навън.',
    'Ще видите:',
    ['Поставяне на изолационната яка', 'Залепване на пароизолацията към касата', 'Проверка с термокамера'],
  ],
  bs: [
    'Izolacijski okvir i parna brana',
    'Toplota ostaje unutra, kondenzacija vani.',
    'Vidjet ćete:',
    ['Postavljanje izolacijskog okvira', 'Lijepljenje parne brane na okvir', 'Provjeru termovizijskom kamerom'],
  ],
  cs: [
    'Izolační límec a parozábrana',
    'Teplo zůstane uvnitř, kondenzát venku.',
    'Uvidíte:',
    ['Montáž izolačního límce', 'Nalepení parozábrany na rám', 'Kontrolu termokamerou'],
  ],
  et: [
    'Soojustusraam ja aurutõke',
    'Soojus jääb sisse, kondensaat välja.',
    'Näete:',
    ['Soojustusraami paigaldamist', 'Aurutõkke teipimist lengi külge', 'Kontrolli soojuskaameraga'],
  ],
  hr: [
    'Izolacijski okvir i parna brana',
    'Toplina ostaje unutra, kondenzacija vani.',
    'Vidjet ćete:',
    ['Postavljanje izolacijskog okvira', 'Lijepljenje parne brane na okvir', 'Provjeru termovizijskom kamerom'],
  ],
  hu: [
    'Hőszigetelő keret és párazáró fólia',
    'A meleg bent marad, a pára kint.',
    'A videóban:',
    ['A hőszigetelő keret felhelyezése', 'A párazáró fólia ragasztása a tokhoz', 'Ellenőrzés hőkamerával'],
  ],
  lt: [
    'Izoliacinis rėmas ir garų izoliacija',
    'Šiluma lieka viduje, kondensatas – lauke.',
    'Pamatysite:',
    ['Izoliacinio rėmo montavimą', 'Garų izoliacijos priklijavimą prie staktos', 'Patikrinimą termovizine kamera'],
  ],
  lv: [
    'Siltumizolācijas rāmis un tvaika barjera',
    'Siltums paliek iekšā, kondensāts – ārā.',
    'Jūs redzēsiet:',
    ['Siltumizolācijas rāmja uzstādīšanu', 'Tvaika barjeras pielīmēšanu pie rāmja', 'Pārbaudi ar termokameru'],
  ],
  ro: [
    'Rama termoizolantă și bariera de vapori',
    'Căldura rămâne înăuntru, condensul afară.',
    'Veți vedea:',
    ['Montarea ramei termoizolante', 'Lipirea barierei de vapori pe toc', 'Verificarea cu camera termografică'],
  ],
  sk: [
    'Izolačný golier a parozábrana',
    'Teplo zostane vnútri, kondenzát vonku.',
    'Uvidíte:',
    ['Montáž izolačného goliera', 'Prilepenie parozábrany k rámu', 'Kontrolu termokamerou'],
  ],
  sl: [
    'Izolacijski okvir in parna zapora',
    'Toplota ostane notri, kondenz zunaj.',
    'Videli boste:',
    ['Namestitev izolacijskega okvirja', 'Lepljenje parne zapore na okvir', 'Preverjanje s termokamero'],
  ],
  sr: [
    'Izolacioni okvir i parna brana',
    'Toplota ostaje unutra, kondenzacija napolju.',
    'Videćete:',
    ['Postavljanje izolacionog okvira', 'Lepljenje parne brane na okvir', 'Proveru termovizijskom kamerom'],
  ],
  uk: [
    'Ізоляційний комір і пароізоляція',
    'Тепло залишається всередині, конденсат — зовні.',
    'Ви побачите:',
    ['Монтаж ізоляційного коміра', 'Приклеювання пароізоляції до рами', 'Перевірку тепловізором'],
  ],
});
