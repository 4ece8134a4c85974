import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Croatian texts of the seeded news. */
export const NEWS_HR: NewsTexts = {
  'autumn-points': {
    title: 'Na jesen dvostruki bodovi za krovne prozore',
    excerpt: 'Do 30. studenoga svaki skenirani krovni prozor donosi dvostruke bodove.',
    body: `<h2>Dvostruki bodovi do 30. studenoga</h2><p>Skenirajte kôd na svakom krovnom prozoru koji ugradite ove jeseni, a klub će vam po zatvaranju projekta dodijeliti dvostruke osnovne bodove.</p><ul><li>Vrijedi za sve krovne prozore i opšave</li><li>Projekti se moraju zatvoriti do 15. prosinca</li><li>Bodovi se pripisuju na račun vaše tvrtke</li></ul>${figure('spring-promo', 'Dvostruki bodovi za svaki krovni prozor')}<p>Pročitajte cijela ${link(LINKS.rules, 'pravila promocije')}.</p>`,
  },
  training: {
    title: 'Obuka za certificirane montere: zimski termini',
    excerpt: 'Jednodnevna praktična obuka s certifikatom koji vrijedi dvije godine.',
    body: `<h2>Postanite certificirani monter</h2><p>Naši treneri pokazuju najnovije detalje ugradnje na modelu krova u prirodnoj veličini. Svaki sudionik dobiva certifikat <strong>Certificirani monter krovnih prozora</strong>, koji možete preuzeti u svom profilu.</p><h3>Što ćete vježbati</h3><ol><li>Postavljanje prozora na pravu visinu</li><li>Ugradnju izolacijskog okvira i parne brane</li><li>Opšav na crijepu i na ravnim pokrovima</li></ol>${figure('training-day', 'Obuka na modelu krova')}<p>Broj mjesta je ograničen; prijavite se u ${link(LINKS.training, 'kalendaru obuka')}.</p>`,
  },
  blinds: {
    title: 'Nove zamračujuće rolete u klupskoj trgovini',
    excerpt: 'Zamračujuće rolete na solarni pogon sada su dostupne za bodove.',
    body: `<h2>Zamračujuće rolete za bodove</h2><p>Zamračujuća roleta na solarni pogon odgovara svim standardnim veličinama krovnih prozora i ne treba joj ožičenje. Ponudite je svojim kupcima ili je naručite za svoj izložbeni salon.</p><ul><li>Deset boja</li><li>Daljinski upravljač uključen</li><li>Tri godine jamstva</li></ul>${figure('new-blinds', 'Zamračujuća roleta u spavaćoj sobi')}`,
  },
  'winter-fitting': {
    title: 'Pet pravila za ugradnju krovnih prozora zimi',
    excerpt: 'Hladno vrijeme traži nekoliko dodatnih koraka za zrakonepropusnu ugradnju.',
    body: `<h2>Rad na hladnoći</h2><p>Brtvene trake i pjene ponašaju se drukčije ispod 5 °C. Imajte na umu ova pravila:</p><ol><li>Trake do uporabe čuvajte u toplom prostoru</li><li>Prije lijepljenja osušite okvir i letve</li><li>Koristite zimsku montažnu pjenu</li><li>Nikad ne ugrađujte opšav na zaleđenom krovu</li><li>Zatvorite krilo čim je prozor postavljen</li></ol>`,
  },
  'triple-glazing': {
    title: 'Troslojno staklo postaje standard',
    excerpt: 'Od siječnja se svi krovni prozori od borovine i poliuretana isporučuju s troslojnim staklom.',
    body: `<p>Od siječnja se standardni asortiman isporučuje s troslojnim staklom (Uw 0,95). Dimenzije i opšavi ostaju isti, pa opšavi koje imate na skladištu odgovaraju.</p><p>Skeniranja prozora s troslojnim staklom donose iste osnovne bodove kao i dosad.</p>`,
  },
  loft: {
    title: 'Projekt mjeseca: svijetlo potkrovlje u staroj seoskoj kući',
    excerpt: 'Šest krovnih prozora i balkonski prozor pretvorili su mračno potkrovlje u atelijer.',
    body: `<h2>Od spremišta do atelijera</h2><p>Član našeg kluba zamijenio je dva mala krovna otvora sa šest velikih krovnih prozora i balkonskim prozorom.</p>${figure('loft-conversion', 'Gotovo potkrovlje')}<blockquote>Kupac je želio svjetlo bez gubitka topline; troslojno staklo i izolacijski okvir to su olakšali.</blockquote>`,
  },
  'fall-protection': {
    title: 'Sigurnost na prvom mjestu: zaštita od pada na svakom krovu',
    excerpt: 'Kratak popis za provjeru prije penjanja.',
    body: `<h2>Prije penjanja</h2><ul><li>Provjereni pojas i sidrišna točka</li><li>Ljestve osigurane iznad strehe</li><li>Alat na sigurnosnoj vezici</li><li>Bez rada po jakom vjetru ili kiši</li></ul><p>Preuzmite ${link(LINKS.safety, 'sigurnosni popis za provjeru')} za svoj tim.</p>`,
  },
  offline: {
    title: 'Klupska aplikacija sada radi i izvan mreže',
    excerpt: 'Registrirajte projekte i skenirajte proizvode na krovu bez signala; aplikacija će ih poslati kasnije.',
    body: `<p>Skeniranja i novi projekti napravljeni bez signala ostaju na vašem telefonu i šalju se čim ponovno budete na mreži. Ništa se ne broji dvaput.</p>`,
  },
  'club-card': {
    title: 'Klupska kartica: pretvorite bodove u zlote',
    excerpt: 'Tvrtke s najmanje 10 skeniranih prozora ove godine mogu naručiti prepaid karticu.',
    body: `<h2>Prepaid kartica za tvrtke</h2><p>Naručite karticu u klupskoj trgovini i nadoplaćujte je bodovima: 1 bod vrijedi 2 zlota.</p><ul><li>Uvjet: 10 skeniranih prozora ove godine</li><li>Nadoplata u roku od 3 radna dana</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Certifikacijska obuka u Brnu i Bratislavi',
    excerpt: 'Praktična obuka ugradnje krovnih prozora s certifikatom.',
    body: `<p>Vježbajte ugradnju na modelu krova. Svaki sudionik dobiva certifikat.</p>`,
  },
  'cluj-open-day': {
    title: 'Dan otvorenih vrata za montere u Cluj-Napoci',
    excerpt: 'Demonstracije ugradnje i bonus bodovi za sudionike.',
    body: `<p>Pridružite se našim demonstracijama ugradnje; svaki sudionik dobiva 50 bonus bodova.</p>`,
  },
  'draft-prices': { title: 'Nacrt: cjenik za 2027.', excerpt: 'Još nije objavljeno.', body: '<p>Nacrt.</p>' },
  'scheduled-ten': { title: 'Zakazano: klub slavi deseti rođendan', excerpt: 'Zakazano.', body: '<p>Zakazano.</p>' },
  'safety-check': {
    title: 'Sigurnosna provjera prije svakog penjanja',
    excerpt: 'Pet stvari koje treba provjeriti na pojasu i ljestvama prije penjanja.',
    body: `<p>Prije svakog penjanja provjerite remenje pojasa, kopče i sigurnosno uže.</p>${HOSTILE_SCRIPT}<p>Vežite ljestve pri vrhu i održavajte tri točke oslonca.</p>${HOSTILE_IMG}`,
  },
};
