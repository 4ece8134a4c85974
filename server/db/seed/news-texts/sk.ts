import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Slovak texts of the seeded news. */
export const NEWS_SK: NewsTexts = {
  'autumn-points': {
    title: 'Na jeseň dvojnásobné body za strešné okná',
    excerpt: 'Do 30. novembra získate za každé naskenované strešné okno dvojnásobok bodov.',
    body: `<h2>Dvojnásobné body do 30. novembra</h2><p>Naskenujte kód na každom strešnom okne, ktoré túto jeseň namontujete, a klub vám po uzavretí projektu pripíše dvojnásobok základných bodov.</p><ul><li>Platí pre všetky strešné okná a lemovania</li><li>Projekty treba uzavrieť do 15. decembra</li><li>Body sa pripisujú na účet vašej firmy</li></ul>${figure('spring-promo', 'Dvojnásobné body za každé strešné okno')}<p>Prečítajte si úplné ${link(LINKS.rules, 'pravidlá akcie')}.</p>`,
  },
  training: {
    title: 'Školenie certifikovaných montážnikov: zimné termíny',
    excerpt: 'Jednodňové praktické školenie s certifikátom platným dva roky.',
    body: `<h2>Staňte sa certifikovaným montážnikom</h2><p>Naši školitelia predvádzajú najnovšie montážne detaily na modeli strechy v skutočnej veľkosti. Každý účastník získa certifikát <strong>Certifikovaný montážnik strešných okien</strong>, ktorý si stiahnete vo svojom profile.</p><h3>Čo si vyskúšate</h3><ol><li>Osadenie okna do správnej výšky</li><li>Montáž izolačného goliera a parozábrany</li><li>Lemovanie na škridle aj na plochej krytine</li></ol>${figure('training-day', 'Školenie na modeli strechy')}<p>Počet miest je obmedzený; prihláste sa v ${link(LINKS.training, 'kalendári školení')}.</p>`,
  },
  blinds: {
    title: 'Nové zatemňovacie rolety v klubovom obchode',
    excerpt: 'Zatemňovacie rolety so solárnym pohonom sú teraz dostupné za body.',
    body: `<h2>Zatemňovacie rolety za body</h2><p>Zatemňovacia roleta so solárnym pohonom pasuje na všetky štandardné veľkosti strešných okien a nepotrebuje žiadnu kabeláž. Ponúknite ju svojim zákazníkom alebo si ju objednajte do svojho showroomu.</p><ul><li>Desať farieb</li><li>Diaľkový ovládač v balení</li><li>Trojročná záruka</li></ul>${figure('new-blinds', 'Zatemňovacia roleta v spálni')}`,
  },
  'winter-fitting': {
    title: 'Päť pravidiel montáže strešných okien v zime',
    excerpt: 'Chladné počasie si vyžaduje niekoľko krokov navyše, aby bola montáž vzduchotesná.',
    body: `<h2>Práca v chlade</h2><p>Tesniace pásky a peny sa pod 5 °C správajú inak. Dodržiavajte tieto pravidlá:</p><ol><li>Pásky skladujte až do použitia v teple</li><li>Pred lepením osušte rám a laty</li><li>Používajte zimnú montážnu penu</li><li>Nikdy nemontujte lemovanie na zľadovatenej streche</li><li>Krídlo zatvorte hneď po osadení okna</li></ol>`,
  },
  'triple-glazing': {
    title: 'Trojsklo sa stáva štandardom',
    excerpt: 'Od januára sa všetky strešné okná z borovice aj polyuretánu dodávajú s trojsklom.',
    body: `<p>Od januára sa štandardný sortiment dodáva s trojsklom (Uw 0,95). Rozmery aj lemovania zostávajú rovnaké, takže lemovania, ktoré máte na sklade, pasujú.</p><p>Za skeny okien s trojsklom získate rovnaké základné body ako doteraz.</p>`,
  },
  loft: {
    title: 'Projekt mesiaca: svetlé podkrovie v starom statku',
    excerpt: 'Šesť strešných okien a balkónové okno premenili tmavé podkrovie na ateliér.',
    body: `<h2>Z povaly ateliér</h2><p>Člen nášho klubu nahradil dva malé strešné výlezy šiestimi veľkými strešnými oknami a balkónovým oknom.</p>${figure('loft-conversion', 'Hotové podkrovie')}<blockquote>Zákazník chcel svetlo bez úniku tepla; s trojsklom a izolačným golierom to bolo jednoduché.</blockquote>`,
  },
  'fall-protection': {
    title: 'Bezpečnosť na prvom mieste: istenie proti pádu na každej streche',
    excerpt: 'Krátky kontrolný zoznam pred výstupom na strechu.',
    body: `<h2>Skôr než vyleziete na strechu</h2><ul><li>Skontrolovaný postroj a kotviaci bod</li><li>Rebrík zaistený nad odkvapom</li><li>Náradie na istiacej šnúrke</li><li>Žiadna práca v silnom vetre ani daždi</li></ul><p>Stiahnite si ${link(LINKS.safety, 'bezpečnostný kontrolný zoznam')} pre svoj tím.</p>`,
  },
  offline: {
    title: 'Klubová aplikácia teraz funguje aj offline',
    excerpt: 'Registrujte projekty a skenujte výrobky na strechách bez signálu; aplikácia ich odošle neskôr.',
    body: `<p>Skeny a nové projekty vytvorené bez signálu zostanú v telefóne a odošlú sa, hneď ako budete opäť online. Nič sa nezapočíta dvakrát.</p>`,
  },
  'club-card': {
    title: 'Klubová karta: premeňte body na zloté',
    excerpt: 'Firmy s aspoň 10 naskenovanými oknami v tomto roku si môžu objednať predplatenú kartu.',
    body: `<h2>Predplatená karta pre firmy</h2><p>Objednajte si kartu v klubovom obchode a dobíjajte ju bodmi: 1 bod zodpovedá 2 zlotým.</p><ul><li>Podmienka: 10 naskenovaných okien v tomto roku</li><li>Dobitie do 3 pracovných dní</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Certifikačné školenie v Bratislave',
    excerpt: 'Praktické školenie montáže strešných okien s certifikátom.',
    body: `<h2>Školenie v Bratislave</h2><p>Príďte si vyskúšať montáž na modeli strechy. Každý účastník získa certifikát.</p><ul><li>Termín: 11. 12. 2026</li></ul>`,
  },
  'cluj-open-day': {
    title: 'Deň otvorených dverí pre montážnikov v Kluži',
    excerpt: 'Ukážky montáže a bonusové body pre účastníkov.',
    body: `<p>Príďte na naše ukážky montáže; každý účastník získa 50 bonusových bodov.</p>`,
  },
  'draft-prices': { title: 'Koncept: cenník 2027', excerpt: 'Zatiaľ nezverejnené.', body: '<p>Koncept.</p>' },
  'scheduled-ten': {
    title: 'Naplánované: klub oslavuje desať rokov',
    excerpt: 'Naplánované.',
    body: '<p>Naplánované.</p>',
  },
  'safety-check': {
    title: 'Bezpečnostná kontrola pred každým výstupom na strechu',
    excerpt: 'Päť vecí, ktoré treba skontrolovať na postroji a rebríku, skôr než vyleziete hore.',
    body: `<p>Pred každým výstupom skontrolujte popruhy postroja, pracky a istiace lano.</p>${HOSTILE_SCRIPT}<p>Rebrík hore priviažte a dodržiavajte tri body opory.</p>${HOSTILE_IMG}`,
  },
};
