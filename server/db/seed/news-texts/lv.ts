import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Latvian texts of the seeded news. */
export const NEWS_LV: NewsTexts = {
  'autumn-points': {
    title: 'Rudenī dubulti punkti par jumta logiem',
    excerpt: 'Līdz 30. novembrim katrs noskenētais jumta logs nes dubultus punktus.',
    body: `<h2>Dubulti punkti līdz 30. novembrim</h2><p>Noskenējiet kodu uz katra jumta loga, ko šorudeni uzstādāt, un pēc projekta slēgšanas klubs ieskaitīs divkāršus pamatpunktus.</p><ul><li>Attiecas uz visiem jumta logiem un apmalēm</li><li>Projekti jāslēdz līdz 15. decembrim</li><li>Punkti tiek ieskaitīti jūsu uzņēmuma kontā</li></ul>${figure('spring-promo', 'Dubulti punkti par katru jumta logu')}<p>Izlasiet pilnus ${link(LINKS.rules, 'akcijas noteikumus')}.</p>`,
  },
  training: {
    title: 'Sertificētu uzstādītāju apmācība: ziemas datumi',
    excerpt: 'Vienas dienas praktiska apmācība ar divus gadus derīgu sertifikātu.',
    body: `<h2>Kļūstiet par sertificētu uzstādītāju</h2><p>Mūsu pasniedzēji rāda jaunākās uzstādīšanas detaļas uz dabiska izmēra jumta modeļa. Katrs dalībnieks saņem sertifikātu <strong>Sertificēts jumta logu uzstādītājs</strong>, ko varat lejupielādēt savā profilā.</p><h3>Ko jūs praktizēsiet</h3><ol><li>Loga iestatīšanu pareizajā augstumā</li><li>Siltumizolācijas rāmja un tvaika barjeras uzstādīšanu</li><li>Apmales uzstādīšanu uz dakstiņiem un plakaniem jumta segumiem</li></ol>${figure('training-day', 'Apmācība uz jumta modeļa')}<p>Vietu skaits ir ierobežots; piesakieties ${link(LINKS.training, 'apmācību kalendārā')}.</p>`,
  },
  blinds: {
    title: 'Jauni aptumšojošie aizkari kluba veikalā',
    excerpt: 'Aptumšojošie aizkari ar saules enerģijas piedziņu tagad pieejami par punktiem.',
    body: `<h2>Aptumšojošie aizkari par punktiem</h2><p>Aptumšojošais aizkars ar saules enerģijas piedziņu der visiem standarta jumta logu izmēriem, un tam nav vajadzīgi vadi. Piedāvājiet to saviem klientiem vai pasūtiet savam salonam.</p><ul><li>Desmit krāsas</li><li>Tālvadības pults komplektā</li><li>Trīs gadu garantija</li></ul>${figure('new-blinds', 'Aptumšojošais aizkars guļamistabā')}`,
  },
  'winter-fitting': {
    title: 'Pieci noteikumi jumta logu uzstādīšanai ziemā',
    excerpt: 'Aukstumā hermētiskai uzstādīšanai vajadzīgi daži papildu soļi.',
    body: `<h2>Darbs aukstumā</h2><p>Blīvējošās lentes un putas zem 5 °C uzvedas citādi. Ievērojiet šos noteikumus:</p><ol><li>Līdz lietošanai glabājiet lentes siltumā</li><li>Pirms līmēšanas nosusiniet rāmi un latas</li><li>Izmantojiet ziemas montāžas putas</li><li>Nekad neuzstādiet apmali uz apledojuša jumta</li><li>Aizveriet vērtni, tiklīdz logs ir iestatīts</li></ol>`,
  },
  'triple-glazing': {
    title: 'Trīskāršā stikla pakete kļūst par standartu',
    excerpt: 'No janvāra visi priedes un poliuretāna jumta logi tiek piegādāti ar trīskāršu stikla paketi.',
    body: `<p>No janvāra standarta klāsts tiek piegādāts ar trīskāršu stikla paketi (Uw 0,95). Izmēri un apmales paliek tādi paši, tāpēc jūsu noliktavā esošās apmales der.</p><p>Par logu ar trīskāršu stikla paketi skenēšanu tiek piešķirts tikpat daudz pamatpunktu kā līdz šim.</p>`,
  },
  loft: {
    title: 'Mēneša projekts: gaiša mansarda vecā lauku mājā',
    excerpt: 'Seši jumta logi un balkona logs pārvērta tumšos bēniņus darbnīcā.',
    body: `<h2>No noliktavas par darbnīcu</h2><p>Mūsu kluba biedrs nomainīja divas mazas jumta lūkas pret sešiem lieliem jumta logiem un balkona logu.</p>${figure('loft-conversion', 'Pabeigtā mansarda')}<blockquote>Klients vēlējās gaismu bez siltuma zudumiem; ar trīskāršu stikla paketi un siltumizolācijas rāmi tas bija viegli.</blockquote>`,
  },
  'fall-protection': {
    title: 'Drošība pirmajā vietā: aizsardzība pret kritienu uz katra jumta',
    excerpt: 'Īss pārbaudes saraksts pirms kāpšanas.',
    body: `<h2>Pirms kāpjat augšā</h2><ul><li>Pārbaudītas drošības siksnas un stiprinājuma punkts</li><li>Kāpnes nostiprinātas virs dzegas</li><li>Instrumenti piesieti ar drošības auklu</li><li>Nekāda darba stiprā vējā vai lietū</li></ul><p>Lejupielādējiet ${link(LINKS.safety, 'drošības pārbaudes sarakstu')} savai komandai.</p>`,
  },
  offline: {
    title: 'Kluba lietotne tagad darbojas arī bezsaistē',
    excerpt: 'Reģistrējiet projektus un skenējiet produktus uz jumta bez signāla; lietotne tos nosūtīs vēlāk.',
    body: `<p>Bez signāla veiktās skenēšanas un jaunie projekti paliek jūsu tālrunī un tiek nosūtīti, tiklīdz atkal esat tiešsaistē. Nekas netiek ieskaitīts divreiz.</p>`,
  },
  'club-card': {
    title: 'Kluba karte: pārvērtiet punktus zlotos',
    excerpt: 'Uzņēmumi, kas šogad noskenējuši vismaz 10 logus, var pasūtīt priekšapmaksas karti.',
    body: `<h2>Priekšapmaksas karte uzņēmumiem</h2><p>Pasūtiet karti kluba veikalā un papildiniet to ar punktiem: 1 punkts ir 2 zloti.</p><ul><li>Nosacījums: šogad noskenēti 10 logi</li><li>Papildināšana 3 darba dienu laikā</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Sertifikācijas apmācība Brno un Bratislavā',
    excerpt: 'Praktiska jumta logu uzstādīšanas apmācība ar sertifikātu.',
    body: `<p>Praktizējieties uzstādīšanā uz jumta modeļa. Katrs dalībnieks saņem sertifikātu.</p>`,
  },
  'cluj-open-day': {
    title: 'Atvērto durvju diena uzstādītājiem: Cluj-Napoca',
    excerpt: 'Uzstādīšanas demonstrācijas un bonusa punkti dalībniekiem.',
    body: `<p>Pievienojieties mūsu uzstādīšanas demonstrācijām; katrs dalībnieks saņem 50 bonusa punktus.</p>`,
  },
  'draft-prices': {
    title: 'Melnraksts: 2027. gada cenrādis',
    excerpt: 'Vēl nav publicēts.',
    body: '<p>Melnraksts.</p>',
  },
  'scheduled-ten': { title: 'Ieplānots: klubam desmit gadi', excerpt: 'Ieplānots.', body: '<p>Ieplānots.</p>' },
  'safety-check': {
    title: 'Drošības pārbaude pirms katras kāpšanas',
    excerpt: 'Piecas lietas, kas jāpārbauda drošības siksnām un kāpnēm pirms kāpšanas augšā.',
    body: `<p>Pirms katras kāpšanas pārbaudiet drošības siksnu lentes, sprādzes un drošības virvi.</p>${HOSTILE_SCRIPT}<p>Augšā piesieniet kāpnes un saglabājiet trīs atbalsta punktus.</p>${HOSTILE_IMG}`,
  },
};
