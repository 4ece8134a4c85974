import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Estonian texts of the seeded news. */
export const NEWS_ET: NewsTexts = {
  'autumn-points': {
    title: 'Sügisel topeltpunktid katuseakende eest',
    excerpt: 'Kuni 30. novembrini toob iga skannitud katuseaken topeltpunktid.',
    body: `<h2>Topeltpunktid kuni 30. novembrini</h2><p>Skannige kood igalt katuseaknalt, mille sel sügisel paigaldate, ja klubi kannab projekti sulgemisel teile kahekordsed põhipunktid.</p><ul><li>Kehtib kõigile katuseakendele ja plekkraamidele</li><li>Projektid tuleb sulgeda 15. detsembriks</li><li>Punktid kantakse teie ettevõtte kontole</li></ul>${figure('spring-promo', 'Topeltpunktid iga katuseakna eest')}<p>Lugege läbi ${link(LINKS.rules, 'kampaania täielikud tingimused')}.</p>`,
  },
  training: {
    title: 'Sertifitseeritud paigaldaja koolitus: talvised kuupäevad',
    excerpt: 'Ühepäevane praktiline koolitus kaks aastat kehtiva sertifikaadiga.',
    body: `<h2>Saage sertifitseeritud paigaldajaks</h2><p>Meie koolitajad näitavad uusimaid paigaldusdetaile täismõõdus katusemudelil. Iga osaleja saab sertifikaadi <strong>Sertifitseeritud katuseakende paigaldaja</strong>, mille saate alla laadida oma profiilist.</p><h3>Mida te harjutate</h3><ol><li>Akna paigaldamist õigele kõrgusele</li><li>Soojustusraami ja aurutõkke paigaldamist</li><li>Plekkraami paigaldamist kivikatusele ja lamedale katusekattele</li></ol>${figure('training-day', 'Koolitus katusemudelil')}<p>Kohtade arv on piiratud; registreeruge ${link(LINKS.training, 'koolituskalendris')}.</p>`,
  },
  blinds: {
    title: 'Uued pimendavad rulood klubi poes',
    excerpt: 'Päikesetoitega pimendavad rulood on nüüd punktide eest saadaval.',
    body: `<h2>Pimendavad rulood punktide eest</h2><p>Päikesetoitega pimendav ruloo sobib igale standardsele katuseakna suurusele ega vaja juhtmeid. Pakkuge seda oma klientidele või tellige see oma näidissaali.</p><ul><li>Kümme värvi</li><li>Kaugjuhtimispult kaasas</li><li>Kolmeaastane garantii</li></ul>${figure('new-blinds', 'Pimendav ruloo magamistoas')}`,
  },
  'winter-fitting': {
    title: 'Viis reeglit katuseakende paigaldamiseks talvel',
    excerpt: 'Külm ilm nõuab õhutiheda paigalduse jaoks mõnda lisasammu.',
    body: `<h2>Töö külmas</h2><p>Tihendusteibid ja vahud käituvad alla 5 °C teisiti. Pidage meeles neid reegleid:</p><ol><li>Hoidke teipe kuni kasutamiseni soojas</li><li>Kuivatage aknaleng ja roovid enne teipimist</li><li>Kasutage talvist paigaldusvahtu</li><li>Ärge kunagi paigaldage plekkraami jäisele katusele</li><li>Sulgege aknaraam kohe, kui aken on paigas</li></ol>`,
  },
  'triple-glazing': {
    title: 'Kolmekordne klaaspakett muutub standardiks',
    excerpt: 'Alates jaanuarist tarnitakse kõik männipuidust ja polüuretaanist katuseaknad kolmekordse klaaspaketiga.',
    body: `<p>Alates jaanuarist tarnitakse standardvalik kolmekordse klaaspaketiga (Uw 0,95). Mõõdud ja plekkraamid jäävad samaks, nii et teie laos olevad plekkraamid sobivad.</p><p>Kolmekordse klaaspaketiga akende skannimine annab sama palju põhipunkte kui varem.</p>`,
  },
  loft: {
    title: 'Kuu projekt: valgusküllane pööning vanas taluhoones',
    excerpt: 'Kuus katuseakent ja rõduaken muutsid pimeda pööningu ateljeeks.',
    body: `<h2>Panipaigast ateljeeks</h2><p>Meie klubi liige asendas kaks väikest katuseluuki kuue suure katuseakna ja rõduaknaga.</p>${figure('loft-conversion', 'Valmis pööning')}<blockquote>Klient soovis valgust ilma soojakadudeta; kolmekordne klaaspakett ja soojustusraam tegid selle lihtsaks.</blockquote>`,
  },
  'fall-protection': {
    title: 'Ohutus ennekõike: kukkumiskaitse igal katusel',
    excerpt: 'Lühike kontrollnimekiri enne katusele ronimist.',
    body: `<h2>Enne ronimist</h2><ul><li>Turvarakmed ja kinnituspunkt kontrollitud</li><li>Redel kinnitatud ja ulatub üle räästa</li><li>Tööriistad turvanööril</li><li>Tugeva tuule või vihmaga tööd ei tehta</li></ul><p>Laadige oma meeskonnale alla ${link(LINKS.safety, 'ohutuse kontrollnimekiri')}.</p>`,
  },
  offline: {
    title: 'Klubi rakendus töötab nüüd ka võrguühenduseta',
    excerpt: 'Registreerige projekte ja skannige tooteid katusel ka ilma levita; rakendus saadab need hiljem.',
    body: `<p>Ilma levita tehtud skannimised ja uued projektid jäävad teie telefoni ning saadetakse kohe, kui olete taas võrgus. Midagi ei arvestata kaks korda.</p>`,
  },
  'club-card': {
    title: 'Klubikaart: vahetage punktid zlottideks',
    excerpt: 'Ettevõtted, kes on sel aastal skanninud vähemalt 10 akent, saavad tellida ettemaksukaardi.',
    body: `<h2>Ettemaksukaart ettevõtetele</h2><p>Tellige kaart klubi poest ja laadige seda punktidega: 1 punkt on 2 zlotti.</p><ul><li>Tingimus: sel aastal 10 skannitud akent</li><li>Laadimine 3 tööpäeva jooksul</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Sertifitseerimiskoolitus Brnos ja Bratislavas',
    excerpt: 'Praktiline katuseakende paigalduse koolitus sertifikaadiga.',
    body: `<p>Harjutage paigaldust katusemudelil. Iga osaleja saab sertifikaadi.</p>`,
  },
  'cluj-open-day': {
    title: 'Paigaldajate avatud uste päev Cluj-Napocas',
    excerpt: 'Paigaldusdemonstratsioonid ja boonuspunktid osalejatele.',
    body: `<p>Tulge meie paigaldusdemonstratsioonidele; iga osaleja saab 50 boonuspunkti.</p>`,
  },
  'draft-prices': { title: 'Mustand: hinnakiri 2027', excerpt: 'Veel avaldamata.', body: '<p>Mustand.</p>' },
  'scheduled-ten': { title: 'Ajastatud: klubi saab kümneaastaseks', excerpt: 'Ajastatud.', body: '<p>Ajastatud.</p>' },
  'safety-check': {
    title: 'Ohutuskontroll enne iga katusele ronimist',
    excerpt: 'Viis asja, mida turvarakmetel ja redelil enne ülesronimist kontrollida.',
    body: `<p>Kontrollige enne iga ronimist turvarakmete rihmu, pandlaid ja turvanööri.</p>${HOSTILE_SCRIPT}<p>Siduge redel ülevalt kinni ja hoidke kolme tugipunkti.</p>${HOSTILE_IMG}`,
  },
};
