import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Hungarian texts of the seeded news. */
export const NEWS_HU: NewsTexts = {
  'autumn-points': {
    title: 'Ősszel dupla pont a tetőtéri ablakokért',
    excerpt: 'November 30-ig minden beszkennelt tetőtéri ablak dupla pontot ér.',
    body: `<h2>Dupla pont november 30-ig</h2><p>Szkennelje be a kódot minden tetőtéri ablakon, amelyet ősszel beépít, és a klub a projekt lezárásakor az alappontok kétszeresét írja jóvá.</p><ul><li>Minden tetőtéri ablakra és burkolókeretre érvényes</li><li>A projekteket december 15-ig kell lezárni</li><li>A pontokat a cége számlájára írjuk jóvá</li></ul>${figure('spring-promo', 'Dupla pont minden tetőtéri ablakért')}<p>Olvassa el a teljes ${link(LINKS.rules, 'promóciós szabályzatot')}.</p>`,
  },
  training: {
    title: 'Minősített beépítői képzés: téli időpontok',
    excerpt: 'Egynapos gyakorlati képzés két évig érvényes tanúsítvánnyal.',
    body: `<h2>Legyen minősített beépítő</h2><p>Oktatóink egy valós méretű tetőmodellen mutatják be a legújabb beépítési részleteket. Minden résztvevő megkapja a <strong>Minősített tetőtériablak-beépítő</strong> tanúsítványt, amelyet a profiljából tölthet le.</p><h3>Amit gyakorolni fog</h3><ol><li>Az ablak beállítása a megfelelő magasságba</li><li>A hőszigetelő keret és a párazáró fólia beépítése</li><li>Burkolókeret cserépfedésen és sík fedésen</li></ol>${figure('training-day', 'Képzés tetőmodellen')}<p>A helyek száma korlátozott; jelentkezzen a ${link(LINKS.training, 'képzési naptárban')}.</p>`,
  },
  blinds: {
    title: 'Új sötétítő rolók a klubshopban',
    excerpt: 'A napelemes sötétítő rolók mostantól pontokért is elérhetők.',
    body: `<h2>Sötétítő rolók pontokért</h2><p>A napelemes sötétítő roló minden szabványos tetőtéri ablakméretre illeszkedik, és nem igényel vezetékezést. Ajánlja ügyfeleinek, vagy rendelje meg a bemutatótermébe.</p><ul><li>Tíz szín</li><li>Távirányítóval együtt</li><li>Hároméves garancia</li></ul>${figure('new-blinds', 'Sötétítő roló egy hálószobában')}`,
  },
  'winter-fitting': {
    title: 'Öt szabály a tetőtéri ablakok téli beépítéséhez',
    excerpt: 'Hidegben néhány extra lépés kell a légtömör beépítéshez.',
    body: `<h2>Munka hidegben</h2><p>A tömítőszalagok és habok 5 °C alatt másként viselkednek. Tartsa be ezeket a szabályokat:</p><ol><li>A szalagokat felhasználásig tárolja fűtött helyen</li><li>Ragasztás előtt szárítsa meg a tokot és a lécezést</li><li>Használjon téli szerelőhabot</li><li>Soha ne építsen be burkolókeretet jeges tetőn</li><li>Az ablak beállítása után azonnal csukja be a szárnyat</li></ol>`,
  },
  'triple-glazing': {
    title: 'A háromrétegű üvegezés lesz az alap',
    excerpt: 'Januártól minden fenyő és poliuretán tetőtéri ablak háromrétegű üvegezéssel érkezik.',
    body: `<p>Januártól az alapkínálat háromrétegű üvegezéssel érkezik (Uw 0,95). A méretek és a burkolókeretek nem változnak, így a raktáron lévő burkolókeretek továbbra is illeszkednek.</p><p>A háromrétegű üvegezésű ablakok szkennelése ugyanannyi alappontot ér, mint eddig.</p>`,
  },
  loft: {
    title: 'A hónap projektje: világos tetőtér egy régi parasztházban',
    excerpt: 'Hat tetőtéri ablak és egy erkélyablak változtatta műteremmé a sötét padlást.',
    body: `<h2>Lomtárból műterem</h2><p>Egyik klubtagunk két kis tetőkibúvót hat nagy tetőtéri ablakra és egy erkélyablakra cserélt.</p>${figure('loft-conversion', 'A kész tetőtér')}<blockquote>Az ügyfél fényt szeretett volna hőveszteség nélkül; a háromrétegű üvegezéssel és a hőszigetelő kerettel ez könnyen ment.</blockquote>`,
  },
  'fall-protection': {
    title: 'Első a biztonság: leesés elleni védelem minden tetőn',
    excerpt: 'Rövid ellenőrzőlista, mielőtt felmegy a tetőre.',
    body: `<h2>Mielőtt felmegy</h2><ul><li>Ellenőrzött testheveder és kikötési pont</li><li>Az eresz fölé nyúló, rögzített létra</li><li>Szerszámok biztosítózsinóron</li><li>Erős szélben vagy esőben nincs munka</li></ul><p>Töltse le csapata számára a ${link(LINKS.safety, 'biztonsági ellenőrzőlistát')}.</p>`,
  },
  offline: {
    title: 'A klub alkalmazása mostantól offline is működik',
    excerpt:
      'Rögzítsen projekteket és szkenneljen termékeket a tetőn térerő nélkül is; az alkalmazás később elküldi őket.',
    body: `<p>A térerő nélkül készült szkenneléseket és új projekteket a telefon megőrzi, és amint újra van kapcsolat, elküldi. Semmi sem számít kétszer.</p>`,
  },
  'club-card': {
    title: 'Klubkártya: váltsa pontjait zlotyra',
    excerpt: 'Azok a cégek, amelyek idén legalább 10 ablakot szkenneltek be, megrendelhetik az előre fizetett kártyát.',
    body: `<h2>Előre fizetett kártya cégeknek</h2><p>Rendelje meg a kártyát a klubshopban, és töltse fel pontokkal: 1 pont 2 zlotyt ér.</p><ul><li>Feltétel: idén 10 beszkennelt ablak</li><li>Feltöltés 3 munkanapon belül</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Tanúsítványt adó képzés Brnóban és Pozsonyban',
    excerpt: 'Gyakorlati tetőtériablak-beépítési képzés tanúsítvánnyal.',
    body: `<p>Gyakorolja a beépítést egy tetőmodellen. Minden résztvevő tanúsítványt kap.</p>`,
  },
  'cluj-open-day': {
    title: 'Nyílt nap beépítőknek Kolozsváron',
    excerpt: 'Beépítési bemutatók és bónuszpontok a résztvevőknek.',
    body: `<p>Vegyen részt beépítési bemutatóinkon; minden résztvevő 50 bónuszpontot kap.</p>`,
  },
  'draft-prices': { title: 'Vázlat: 2027-es árlista', excerpt: 'Még nincs közzétéve.', body: '<p>Vázlat.</p>' },
  'scheduled-ten': { title: 'Ütemezve: tízéves a klub', excerpt: 'Ütemezve.', body: '<p>Ütemezve.</p>' },
  'safety-check': {
    title: 'Biztonsági ellenőrzés minden tetőre mászás előtt',
    excerpt: 'Öt dolog, amit a testhevederen és a létrán ellenőrizni kell, mielőtt felmegy.',
    body: `<p>Minden tetőre mászás előtt ellenőrizze a testheveder pántjait, a csatokat és a biztosítókötelet.</p>${HOSTILE_SCRIPT}<p>A létrát felül rögzítse, és mindig tartsa meg a hárompontos megtámasztást.</p>${HOSTILE_IMG}`,
  },
};
