import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Czech texts of the seeded news. */
export const NEWS_CS: NewsTexts = {
  'autumn-points': {
    title: 'Na podzim dvojnásobné body za střešní okna',
    excerpt: 'Do 30. listopadu získáte za každé naskenované střešní okno dvojnásobek bodů.',
    body: `<h2>Dvojnásobné body do 30. listopadu</h2><p>Naskenujte kód na každém střešním okně, které letos na podzim namontujete, a klub vám po uzavření projektu připíše dvojnásobek základních bodů.</p><ul><li>Platí pro všechna střešní okna a lemování</li><li>Projekty uzavřete do 15. prosince</li><li>Body se připisují na účet vaší firmy</li></ul>${figure('spring-promo', 'Dvojnásobné body za každé střešní okno')}<p>Přečtěte si úplná ${link(LINKS.rules, 'pravidla akce')}.</p>`,
  },
  training: {
    title: 'Školení certifikovaných montážníků: zimní termíny',
    excerpt: 'Jednodenní praktické školení s certifikátem platným dva roky.',
    body: `<h2>Staňte se certifikovaným montážníkem</h2><p>Naši školitelé předvádějí nejnovější montážní detaily na modelu střechy ve skutečné velikosti. Každý účastník získá certifikát <strong>Certifikovaný montážník střešních oken</strong>, který si stáhnete ve svém profilu.</p><h3>Co si vyzkoušíte</h3><ol><li>Osazení okna do správné výšky</li><li>Montáž izolačního límce a parozábrany</li><li>Lemování na taškové i ploché krytině</li></ol>${figure('training-day', 'Školení na modelu střechy')}<p>Počet míst je omezený; přihlaste se v ${link(LINKS.training, 'kalendáři školení')}.</p>`,
  },
  blinds: {
    title: 'Nové zatemňovací rolety v klubovém obchodě',
    excerpt: 'Zatemňovací rolety se solárním pohonem jsou nyní k dispozici za body.',
    body: `<h2>Zatemňovací rolety za body</h2><p>Zatemňovací roleta se solárním pohonem pasuje na všechny standardní velikosti střešních oken a nepotřebuje žádnou kabeláž. Nabídněte ji svým zákazníkům nebo si ji objednejte do svého showroomu.</p><ul><li>Deset barev</li><li>Dálkový ovladač v balení</li><li>Tříletá záruka</li></ul>${figure('new-blinds', 'Zatemňovací roleta v ložnici')}`,
  },
  'winter-fitting': {
    title: 'Pět pravidel pro montáž střešních oken v zimě',
    excerpt: 'Chladné počasí vyžaduje několik kroků navíc, aby byla montáž vzduchotěsná.',
    body: `<h2>Práce v chladu</h2><p>Těsnicí pásky a pěny se pod 5 °C chovají jinak. Dodržujte tato pravidla:</p><ol><li>Pásky skladujte až do použití v teple</li><li>Před lepením osušte rám a latě</li><li>Používejte zimní montážní pěnu</li><li>Nikdy nemontujte lemování na zledovatělé střeše</li><li>Křídlo zavřete hned po osazení okna</li></ol>`,
  },
  'triple-glazing': {
    title: 'Trojsklo se stává standardem',
    excerpt: 'Od ledna se všechna střešní okna z borovice i polyuretanu dodávají s trojsklem.',
    body: `<p>Od ledna se standardní sortiment dodává s trojsklem (Uw 0,95). Rozměry i lemování zůstávají stejné, takže lemování, která máte na skladě, pasují.</p><p>Za skeny oken s trojsklem získáte stejné základní body jako dosud.</p>`,
  },
  loft: {
    title: 'Projekt měsíce: světlé podkroví ve starém statku',
    excerpt: 'Šest střešních oken a balkonové okno proměnily tmavé podkroví v ateliér.',
    body: `<h2>Z půdy ateliér</h2><p>Člen našeho klubu nahradil dva malé střešní výlezy šesti velkými střešními okny a balkonovým oknem.</p>${figure('loft-conversion', 'Hotové podkroví')}<blockquote>Zákazník chtěl světlo bez úniku tepla; s trojsklem a izolačním límcem to bylo snadné.</blockquote>`,
  },
  'fall-protection': {
    title: 'Bezpečnost především: zajištění proti pádu na každé střeše',
    excerpt: 'Krátký kontrolní seznam, než vylezete na střechu.',
    body: `<h2>Než vylezete na střechu</h2><ul><li>Zkontrolovaný postroj a kotvicí bod</li><li>Žebřík zajištěný nad okapem</li><li>Nářadí na jisticí šňůrce</li><li>Žádná práce v silném větru ani dešti</li></ul><p>Stáhněte si ${link(LINKS.safety, 'bezpečnostní kontrolní seznam')} pro svůj tým.</p>`,
  },
  offline: {
    title: 'Klubová aplikace nyní funguje i offline',
    excerpt: 'Registrujte projekty a skenujte výrobky na střechách bez signálu; aplikace je odešle později.',
    body: `<p>Skeny a nové projekty pořízené bez signálu zůstanou v telefonu a odešlou se, jakmile budete znovu online. Nic se nezapočítá dvakrát.</p>`,
  },
  'club-card': {
    title: 'Klubová karta: proměňte body ve zloté',
    excerpt: 'Firmy s nejméně 10 naskenovanými okny v tomto roce si mohou objednat předplacenou kartu.',
    body: `<h2>Předplacená karta pro firmy</h2><p>Objednejte si kartu v klubovém obchodě a dobíjejte ji body: 1 bod odpovídá 2 zlotým.</p><ul><li>Podmínka: 10 naskenovaných oken v tomto roce</li><li>Dobití do 3 pracovních dnů</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Certifikační školení v Brně',
    excerpt: 'Praktické školení montáže střešních oken s certifikátem.',
    body: `<h2>Školení v Brně</h2><p>Přijďte si vyzkoušet montáž na modelu střechy. Každý účastník získá certifikát.</p><ul><li>Termín: 4. 12. 2026</li><li>Místo: Brno, Střešní 12</li></ul>`,
  },
  'cluj-open-day': {
    title: 'Den otevřených dveří pro montážníky v Kluži',
    excerpt: 'Ukázky montáže a bonusové body pro účastníky.',
    body: `<p>Přijďte na naše ukázky montáže; každý účastník získá 50 bonusových bodů.</p>`,
  },
  'draft-prices': { title: 'Koncept: ceník 2027', excerpt: 'Zatím nezveřejněno.', body: '<p>Koncept.</p>' },
  'scheduled-ten': { title: 'Naplánováno: klub slaví deset let', excerpt: 'Naplánováno.', body: '<p>Naplánováno.</p>' },
  'safety-check': {
    title: 'Bezpečnostní kontrola před každým výstupem na střechu',
    excerpt: 'Pět věcí, které je třeba zkontrolovat na postroji a žebříku, než vylezete nahoru.',
    body: `<p>Před každým výstupem zkontrolujte popruhy postroje, přezky a jisticí lano.</p>${HOSTILE_SCRIPT}<p>Žebřík nahoře přivažte a dodržujte tři body opory.</p>${HOSTILE_IMG}`,
  },
};
