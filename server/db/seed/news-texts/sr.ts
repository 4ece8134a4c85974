import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Serbian (Latin script) texts of the seeded news. */
export const NEWS_SR: NewsTexts = {
  'autumn-points': {
    title: 'Na jesen dvostruki bodovi za krovne prozore',
    excerpt: 'Do 30. novembra svaki skenirani krovni prozor donosi dvostruke bodove.',
    body: `<h2>Dvostruki bodovi do 30. novembra</h2><p>Skenirajte kod na svakom krovnom prozoru koji ugradite ove jeseni, a klub će vam po zatvaranju projekta dodeliti dvostruke osnovne bodove.</p><ul><li>Važi za sve krovne prozore i opšivke</li><li>Projekti moraju biti zatvoreni do 15. decembra</li><li>Bodovi se upisuju na račun vaše firme</li></ul>${figure('spring-promo', 'Dvostruki bodovi za svaki krovni prozor')}<p>Pročitajte kompletna ${link(LINKS.rules, 'pravila promocije')}.</p>`,
  },
  training: {
    title: 'Obuka za sertifikovane montere: zimski termini',
    excerpt: 'Jednodnevna praktična obuka sa sertifikatom koji važi dve godine.',
    body: `<h2>Postanite sertifikovani monter</h2><p>Naši treneri pokazuju najnovije detalje ugradnje na modelu krova u prirodnoj veličini. Svaki učesnik dobija sertifikat <strong>Sertifikovani monter krovnih prozora</strong>, koji možete preuzeti sa svog profila.</p><h3>Šta ćete vežbati</h3><ol><li>Postavljanje prozora na pravu visinu</li><li>Ugradnju izolacionog okvira i parne brane</li><li>Opšivku na crepu i na ravnim pokrivačima</li></ol>${figure('training-day', 'Obuka na modelu krova')}<p>Broj mesta je ograničen; prijavite se u ${link(LINKS.training, 'kalendaru obuka')}.</p>`,
  },
  blinds: {
    title: 'Nove zamračujuće roletne u klupskoj prodavnici',
    excerpt: 'Zamračujuće roletne na solarni pogon sada su dostupne za bodove.',
    body: `<h2>Zamračujuće roletne za bodove</h2><p>Zamračujuća roletna na solarni pogon odgovara svim standardnim veličinama krovnih prozora i ne zahteva ožičenje. Ponudite je svojim kupcima ili je naručite za svoj izložbeni salon.</p><ul><li>Deset boja</li><li>Daljinski upravljač u kompletu</li><li>Tri godine garancije</li></ul>${figure('new-blinds', 'Zamračujuća roletna u spavaćoj sobi')}`,
  },
  'winter-fitting': {
    title: 'Pet pravila za ugradnju krovnih prozora zimi',
    excerpt: 'Hladno vreme zahteva nekoliko dodatnih koraka za vazdušno nepropusnu ugradnju.',
    body: `<h2>Rad na hladnoći</h2><p>Zaptivne trake i pene ponašaju se drugačije ispod 5 °C. Imajte na umu ova pravila:</p><ol><li>Trake do upotrebe držite u toplom prostoru</li><li>Pre lepljenja osušite okvir i letve</li><li>Koristite zimsku montažnu penu</li><li>Nikad ne ugrađujte opšivku na zaleđenom krovu</li><li>Zatvorite krilo čim je prozor postavljen</li></ol>`,
  },
  'triple-glazing': {
    title: 'Troslojno staklo postaje standard',
    excerpt: 'Od januara se svi krovni prozori od borovine i poliuretana isporučuju sa troslojnim staklom.',
    body: `<p>Od januara se standardni asortiman isporučuje sa troslojnim staklom (Uw 0,95). Dimenzije i opšivke ostaju iste, pa opšivke koje imate na lageru odgovaraju.</p><p>Skeniranja prozora sa troslojnim staklom donose iste osnovne bodove kao i do sada.</p>`,
  },
  loft: {
    title: 'Projekat meseca: svetlo potkrovlje u staroj seoskoj kući',
    excerpt: 'Šest krovnih prozora i balkonski prozor pretvorili su mračno potkrovlje u atelje.',
    body: `<h2>Od ostave do ateljea</h2><p>Član našeg kluba zamenio je dva mala krovna otvora sa šest velikih krovnih prozora i balkonskim prozorom.</p>${figure('loft-conversion', 'Završeno potkrovlje')}<blockquote>Kupac je želeo svetlost bez gubitka toplote; troslojno staklo i izolacioni okvir su to olakšali.</blockquote>`,
  },
  'fall-protection': {
    title: 'Bezbednost pre svega: zaštita od pada na svakom krovu',
    excerpt: 'Kratka kontrolna lista pre penjanja.',
    body: `<h2>Pre penjanja</h2><ul><li>Provereni pojas i tačka sidrenja</li><li>Merdevine osigurane iznad strehe</li><li>Alat na sigurnosnoj vezici</li><li>Bez rada po jakom vetru ili kiši</li></ul><p>Preuzmite ${link(LINKS.safety, 'kontrolnu listu bezbednosti')} za svoj tim.</p>`,
  },
  offline: {
    title: 'Klupska aplikacija sada radi i van mreže',
    excerpt: 'Registrujte projekte i skenirajte proizvode na krovu bez signala; aplikacija će ih poslati kasnije.',
    body: `<p>Skeniranja i novi projekti napravljeni bez signala ostaju na vašem telefonu i šalju se čim ponovo budete na mreži. Ništa se ne računa dvaput.</p>`,
  },
  'club-card': {
    title: 'Klupska kartica: pretvorite bodove u zlote',
    excerpt: 'Firme sa najmanje 10 skeniranih prozora ove godine mogu da naruče pripejd karticu.',
    body: `<h2>Pripejd kartica za firme</h2><p>Naručite karticu u klupskoj prodavnici i dopunjujte je bodovima: 1 bod vredi 2 zlota.</p><ul><li>Uslov: 10 skeniranih prozora ove godine</li><li>Dopuna u roku od 3 radna dana</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Sertifikaciona obuka u Brnu i Bratislavi',
    excerpt: 'Praktična obuka ugradnje krovnih prozora sa sertifikatom.',
    body: `<p>Vežbajte ugradnju na modelu krova. Svaki učesnik dobija sertifikat.</p>`,
  },
  'cluj-open-day': {
    title: 'Dan otvorenih vrata za montere u Kluž-Napoki',
    excerpt: 'Demonstracije ugradnje i bonus bodovi za učesnike.',
    body: `<p>Pridružite se našim demonstracijama ugradnje; svaki učesnik dobija 50 bonus bodova.</p>`,
  },
  'draft-prices': { title: 'Nacrt: cenovnik za 2027.', excerpt: 'Još nije objavljeno.', body: '<p>Nacrt.</p>' },
  'scheduled-ten': { title: 'Zakazano: klub puni deset godina', excerpt: 'Zakazano.', body: '<p>Zakazano.</p>' },
  'safety-check': {
    title: 'Bezbednosna provera pre svakog penjanja',
    excerpt: 'Pet stvari koje treba proveriti na pojasu i merdevinama pre penjanja.',
    body: `<p>Pre svakog penjanja proverite kaiševe pojasa, kopče i sigurnosno uže.</p>${HOSTILE_SCRIPT}<p>Vežite merdevine pri vrhu i održavajte tri tačke oslonca.</p>${HOSTILE_IMG}`,
  },
};
