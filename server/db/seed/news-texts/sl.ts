import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Slovenian texts of the seeded news. */
export const NEWS_SL: NewsTexts = {
  'autumn-points': {
    title: 'Jeseni dvojne točke za strešna okna',
    excerpt: 'Do 30. novembra vsako skenirano strešno okno prinese dvojne točke.',
    body: `<h2>Dvojne točke do 30. novembra</h2><p>Skenirajte kodo na vsakem strešnem oknu, ki ga vgradite to jesen, in klub vam ob zaključku projekta pripiše dvakratnik osnovnih točk.</p><ul><li>Velja za vsa strešna okna in obrobe</li><li>Projekte je treba zaključiti do 15. decembra</li><li>Točke se pripišejo na račun vašega podjetja</li></ul>${figure('spring-promo', 'Dvojne točke za vsako strešno okno')}<p>Preberite celotna ${link(LINKS.rules, 'pravila akcije')}.</p>`,
  },
  training: {
    title: 'Usposabljanje za certificirane monterje: zimski termini',
    excerpt: 'Enodnevno praktično usposabljanje s certifikatom, ki velja dve leti.',
    body: `<h2>Postanite certificiran monter</h2><p>Naši inštruktorji na modelu strehe v naravni velikosti pokažejo najnovejše detajle vgradnje. Vsak udeleženec prejme certifikat <strong>Certificiran monter strešnih oken</strong>, ki ga lahko prenesete v svojem profilu.</p><h3>Kaj boste vadili</h3><ol><li>Namestitev okna na pravo višino</li><li>Vgradnjo izolacijskega okvirja in parne zapore</li><li>Obrobo na strešnikih in na ravnih kritinah</li></ol>${figure('training-day', 'Usposabljanje na modelu strehe')}<p>Število mest je omejeno; prijavite se v ${link(LINKS.training, 'koledarju usposabljanj')}.</p>`,
  },
  blinds: {
    title: 'Nova zatemnitvena senčila v klubski trgovini',
    excerpt: 'Zatemnitvena senčila na sončni pogon so zdaj na voljo za točke.',
    body: `<h2>Zatemnitvena senčila za točke</h2><p>Zatemnitveno senčilo na sončni pogon ustreza vsem standardnim velikostim strešnih oken in ne potrebuje napeljave. Ponudite ga strankam ali ga naročite za svoj razstavni prostor.</p><ul><li>Deset barv</li><li>Daljinski upravljalnik v kompletu</li><li>Triletna garancija</li></ul>${figure('new-blinds', 'Zatemnitveno senčilo v spalnici')}`,
  },
  'winter-fitting': {
    title: 'Pet pravil za vgradnjo strešnih oken pozimi',
    excerpt: 'Mraz zahteva nekaj dodatnih korakov za zrakotesno vgradnjo.',
    body: `<h2>Delo v mrazu</h2><p>Tesnilni trakovi in pene se pod 5 °C obnašajo drugače. Upoštevajte ta pravila:</p><ol><li>Trakove do uporabe hranite na toplem</li><li>Pred lepljenjem osušite okvir in letve</li><li>Uporabljajte zimsko montažno peno</li><li>Nikoli ne vgrajujte obrobe na poledeneli strehi</li><li>Krilo zaprite takoj, ko je okno nameščeno</li></ol>`,
  },
  'triple-glazing': {
    title: 'Troslojna zasteklitev postaja standard',
    excerpt: 'Od januarja so vsa strešna okna iz borovine in poliuretana dobavljena s troslojno zasteklitvijo.',
    body: `<p>Od januarja je standardni program dobavljen s troslojno zasteklitvijo (Uw 0,95). Mere in obrobe ostajajo enake, zato obrobe, ki jih imate na zalogi, ustrezajo.</p><p>Skeni oken s troslojno zasteklitvijo prinašajo enake osnovne točke kot doslej.</p>`,
  },
  loft: {
    title: 'Projekt meseca: svetlo podstrešje v stari kmečki hiši',
    excerpt: 'Šest strešnih oken in balkonsko okno so temno podstrešje spremenili v atelje.',
    body: `<h2>Iz shrambe v atelje</h2><p>Član našega kluba je dve majhni strešni lini zamenjal s šestimi velikimi strešnimi okni in balkonskim oknom.</p>${figure('loft-conversion', 'Dokončano podstrešje')}<blockquote>Stranka je želela svetlobo brez izgube toplote; s troslojno zasteklitvijo in izolacijskim okvirjem je bilo to preprosto.</blockquote>`,
  },
  'fall-protection': {
    title: 'Varnost na prvem mestu: zaščita pred padcem na vsaki strehi',
    excerpt: 'Kratek kontrolni seznam, preden se povzpnete.',
    body: `<h2>Preden se povzpnete</h2><ul><li>Preverjena varovalna oprema in sidrišče</li><li>Lestev zavarovana nad kapom</li><li>Orodje na varovalni vrvici</li><li>Brez dela v močnem vetru ali dežju</li></ul><p>Prenesite ${link(LINKS.safety, 'varnostni kontrolni seznam')} za svojo ekipo.</p>`,
  },
  offline: {
    title: 'Klubska aplikacija zdaj deluje tudi brez povezave',
    excerpt: 'Registrirajte projekte in skenirajte izdelke na strehi brez signala; aplikacija jih bo poslala pozneje.',
    body: `<p>Skeni in novi projekti, ustvarjeni brez signala, ostanejo v vašem telefonu in se pošljejo, takoj ko ste spet povezani. Nič se ne šteje dvakrat.</p>`,
  },
  'club-card': {
    title: 'Klubska kartica: zamenjajte točke za zlote',
    excerpt: 'Podjetja z vsaj 10 skeniranimi okni v tem letu lahko naročijo predplačniško kartico.',
    body: `<h2>Predplačniška kartica za podjetja</h2><p>Kartico naročite v klubski trgovini in jo polnite s točkami: 1 točka je 2 zlota.</p><ul><li>Pogoj: 10 skeniranih oken v tem letu</li><li>Polnjenje v 3 delovnih dneh</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Certifikacijsko usposabljanje v Brnu in Bratislavi',
    excerpt: 'Praktično usposabljanje za vgradnjo strešnih oken s certifikatom.',
    body: `<p>Vadite vgradnjo na modelu strehe. Vsak udeleženec prejme certifikat.</p>`,
  },
  'cluj-open-day': {
    title: 'Dan odprtih vrat za monterje v Cluj-Napoci',
    excerpt: 'Prikazi vgradnje in bonus točke za udeležence.',
    body: `<p>Pridružite se našim prikazom vgradnje; vsak udeleženec prejme 50 bonus točk.</p>`,
  },
  'draft-prices': { title: 'Osnutek: cenik 2027', excerpt: 'Še ni objavljeno.', body: '<p>Osnutek.</p>' },
  'scheduled-ten': { title: 'Načrtovano: klub praznuje deset let', excerpt: 'Načrtovano.', body: '<p>Načrtovano.</p>' },
  'safety-check': {
    title: 'Varnostni pregled pred vsakim vzponom',
    excerpt: 'Pet stvari, ki jih preverite na varovalni opremi in lestvi, preden se povzpnete.',
    body: `<p>Pred vsakim vzponom preverite trakove varovalnega pasu, zaponke in varovalno vrv.</p>${HOSTILE_SCRIPT}<p>Lestev na vrhu privežite in ohranjajte tri točke opore.</p>${HOSTILE_IMG}`,
  },
};
