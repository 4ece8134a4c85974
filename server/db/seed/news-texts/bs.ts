import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Bosnian texts of the seeded news. */
export const NEWS_BS: NewsTexts = {
  'autumn-points': {
    title: 'Na jesen dvostruki bodovi za krovne prozore',
    excerpt: 'Do 30. novembra svaki skenirani krovni prozor donosi dvostruke bodove.',
    body: `<h2>Dvostruki bodovi do 30. novembra</h2><p>Skenirajte kod na svakom krovnom prozoru koji ugradite ove jeseni, a klub će vam nakon zatvaranja projekta dodijeliti dvostruke osnovne bodove.</p><ul><li>Važi za sve krovne prozore i opšave</li><li>Projekti moraju biti zatvoreni do 15. decembra</li><li>Bodovi se upisuju na račun vaše firme</li></ul>${figure('spring-promo', 'Dvostruki bodovi za svaki krovni prozor')}<p>Pročitajte kompletna ${link(LINKS.rules, 'pravila promocije')}.</p>`,
  },
  training: {
    title: 'Obuka za certificirane montere: zimski termini',
    excerpt: 'Jednodnevna praktična obuka s certifikatom koji važi dvije godine.',
    body: `<h2>Postanite certificirani monter</h2><p>Naši treneri pokazuju najnovije detalje ugradnje na modelu krova u prirodnoj veličini. Svaki učesnik dobija certifikat <strong>Certificirani monter krovnih prozora</strong>, koji možete preuzeti sa svog profila.</p><h3>Šta ćete vježbati</h3><ol><li>Postavljanje prozora na pravu visinu</li><li>Ugradnju izolacionog okvira i parne brane</li><li>Opšav na crijepu i na ravnim pokrovima</li></ol>${figure('training-day', 'Obuka na modelu krova')}<p>Broj mjesta je ograničen; prijavite se u ${link(LINKS.training, 'kalendaru obuka')}.</p>`,
  },
  blinds: {
    title: 'Nove zamračujuće roletne u klupskoj prodavnici',
    excerpt: 'Zamračujuće roletne na solarni pogon sada su dostupne za bodove.',
    body: `<h2>Zamračujuće roletne za bodove</h2><p>Zamračujuća roletna na solarni pogon odgovara svim standardnim veličinama krovnih prozora i ne zahtijeva ožičenje. Ponudite je svojim kupcima ili je naručite za svoj izložbeni salon.</p><ul><li>Deset boja</li><li>Daljinski upravljač uključen</li><li>Tri godine garancije</li></ul>${figure('new-blinds', 'Zamračujuća roletna u spavaćoj sobi')}`,
  },
  'winter-fitting': {
    title: 'Pet pravila za ugradnju krovnih prozora zimi',
    excerpt: 'Hladno vrijeme zahtijeva nekoliko dodatnih koraka za zrakonepropusnu ugradnju.',
    body: `<h2>Rad na hladnoći</h2><p>Zaptivne trake i pjene ponašaju se drugačije ispod 5 °C. Imajte na umu ova pravila:</p><ol><li>Trake do upotrebe držite u toplom prostoru</li><li>Prije lijepljenja osušite okvir i letve</li><li>Koristite zimsku montažnu pjenu</li><li>Nikad ne ugrađujte opšav na zaleđenom krovu</li><li>Zatvorite krilo čim je prozor postavljen</li></ol>`,
  },
  'triple-glazing': {
    title: 'Troslojno staklo postaje standard',
    excerpt: 'Od januara se svi krovni prozori od borovine i poliuretana isporučuju s troslojnim staklom.',
    body: `<p>Od januara se standardni asortiman isporučuje s troslojnim staklom (Uw 0,95). Dimenzije i opšavi ostaju isti, pa opšavi koje imate na skladištu odgovaraju.</p><p>Skeniranja prozora s troslojnim staklom donose iste osnovne bodove kao i do sada.</p>`,
  },
  loft: {
    title: 'Projekat mjeseca: svijetlo potkrovlje u staroj seoskoj kući',
    excerpt: 'Šest krovnih prozora i balkonski prozor pretvorili su mračno potkrovlje u atelje.',
    body: `<h2>Od ostave do ateljea</h2><p>Član našeg kluba zamijenio je dva mala krovna otvora sa šest velikih krovnih prozora i balkonskim prozorom.</p>${figure('loft-conversion', 'Završeno potkrovlje')}<blockquote>Kupac je želio svjetlost bez gubitka toplote; troslojno staklo i izolacioni okvir su to olakšali.</blockquote>`,
  },
  'fall-protection': {
    title: 'Sigurnost na prvom mjestu: zaštita od pada na svakom krovu',
    excerpt: 'Kratka lista za provjeru prije penjanja.',
    body: `<h2>Prije penjanja</h2><ul><li>Provjereni pojas i tačka sidrenja</li><li>Ljestve osigurane iznad strehe</li><li>Alat na sigurnosnoj vezici</li><li>Bez rada po jakom vjetru ili kiši</li></ul><p>Preuzmite ${link(LINKS.safety, 'sigurnosnu listu za provjeru')} za svoj tim.</p>`,
  },
  offline: {
    title: 'Klupska aplikacija sada radi i van mreže',
    excerpt: 'Registrujte projekte i skenirajte proizvode na krovu bez signala; aplikacija će ih poslati kasnije.',
    body: `<p>Skeniranja i novi projekti napravljeni bez signala ostaju na vašem telefonu i šalju se čim ponovo budete na mreži. Ništa se ne broji dvaput.</p>`,
  },
  'club-card': {
    title: 'Klupska kartica: pretvorite bodove u zlote',
    excerpt: 'Firme s najmanje 10 skeniranih prozora ove godine mogu naručiti prepaid karticu.',
    body: `<h2>Prepaid kartica za firme</h2><p>Naručite karticu u klupskoj prodavnici i dopunjavajte je bodovima: 1 bod vrijedi 2 zlota.</p><ul><li>Uslov: 10 skeniranih prozora ove godine</li><li>Dopuna u roku od 3 radna dana</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Certifikaciona obuka u Brnu i Bratislavi',
    excerpt: 'Praktična obuka ugradnje krovnih prozora s certifikatom.',
    body: `<p>Vježbajte ugradnju na modelu krova. Svaki učesnik dobija certifikat.</p>`,
  },
  'cluj-open-day': {
    title: 'Dan otvorenih vrata za montere u Cluj-Napoci',
    excerpt: 'Demonstracije ugradnje i bonus bodovi za učesnike.',
    body: `<p>Pridružite se našim demonstracijama ugradnje; svaki učesnik dobija 50 bonus bodova.</p>`,
  },
  'draft-prices': { title: 'Nacrt: cjenovnik za 2027.', excerpt: 'Još nije objavljeno.', body: '<p>Nacrt.</p>' },
  'scheduled-ten': { title: 'Zakazano: klub puni deset godina', excerpt: 'Zakazano.', body: '<p>Zakazano.</p>' },
  'safety-check': {
    title: 'Sigurnosna provjera prije svakog penjanja',
    excerpt: 'Pet stvari koje treba provjeriti na pojasu i ljestvama prije penjanja.',
    body: `<p>Prije svakog penjanja provjerite kaiševe pojasa, kopče i sigurnosno uže.</p>${HOSTILE_SCRIPT}<p>Vežite ljestve pri vrhu i održavajte tri tačke oslonca.</p>${HOSTILE_IMG}`,
  },
};
