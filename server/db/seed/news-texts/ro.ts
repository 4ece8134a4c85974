import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Romanian texts of the seeded news. */
export const NEWS_RO: NewsTexts = {
  'autumn-points': {
    title: 'Puncte duble toamna pentru ferestrele de mansardă',
    excerpt: 'Până pe 30 noiembrie fiecare fereastră scanată aduce puncte duble.',
    body: `<h2>Puncte duble până pe 30 noiembrie</h2><p>Scanați codul fiecărei ferestre de mansardă montate în această toamnă, iar clubul vă acordă dublul punctelor de bază la închiderea proiectului.</p><ul><li>Se aplică tuturor ferestrelor și ramelor de etanșare</li><li>Proiectele se închid până pe 15 decembrie</li><li>Punctele se creditează în contul firmei dumneavoastră</li></ul>${figure('spring-promo', 'Puncte duble pentru fiecare fereastră de mansardă')}<p>Citiți ${link(LINKS.rules, 'regulamentul complet al promoției')}.</p>`,
  },
  training: {
    title: 'Instruire pentru montatori certificați: date de iarnă',
    excerpt: 'Instruire practică de o zi, cu certificat valabil doi ani.',
    body: `<h2>Deveniți montator certificat</h2><p>Formatorii noștri prezintă cele mai noi detalii de montaj pe o machetă de acoperiș în mărime naturală. Fiecare participant primește certificatul <strong>Montator certificat de ferestre de mansardă</strong>, pe care îl puteți descărca din profil.</p><h3>Ce veți exersa</h3><ol><li>Așezarea ferestrei la înălțimea corectă</li><li>Montajul gulerului termoizolant și al barierei de vapori</li><li>Montajul ramei de etanșare pe țiglă și pe învelitori plane</li></ol>${figure('training-day', 'Instruire pe o machetă de acoperiș')}<p>Locurile sunt limitate; înscrieți-vă în ${link(LINKS.training, 'calendarul instruirilor')}.</p>`,
  },
  blinds: {
    title: 'Rulouri opace noi în magazinul clubului',
    excerpt: 'Rulourile opace cu alimentare solară sunt acum disponibile pe puncte.',
    body: `<h2>Rulouri opace pe puncte</h2><p>Ruloul opac cu alimentare solară se potrivește tuturor dimensiunilor standard de ferestre de mansardă și nu necesită cablare. Oferiți-l clienților sau comandați-l pentru showroomul dumneavoastră.</p><ul><li>Zece culori</li><li>Telecomandă inclusă</li><li>Garanție de trei ani</li></ul>${figure('new-blinds', 'Rulou opac într-un dormitor')}`,
  },
  'winter-fitting': {
    title: 'Cinci reguli pentru montajul ferestrelor de mansardă iarna',
    excerpt: 'Frigul cere câțiva pași în plus pentru un montaj etanș.',
    body: `<h2>Lucrul pe frig</h2><p>Benzile de etanșare și spumele se comportă altfel sub 5 °C. Țineți cont de aceste reguli:</p><ol><li>Păstrați benzile la căldură până le folosiți</li><li>Uscați tocul și șipcile înainte de lipirea benzilor</li><li>Folosiți spumă poliuretanică de iarnă</li><li>Nu montați niciodată rama de etanșare pe un acoperiș înghețat</li><li>Închideți cerceveaua imediat după fixarea ferestrei</li></ol>`,
  },
  'triple-glazing': {
    title: 'Geamul triplu devine standard',
    excerpt: 'Din ianuarie, toate ferestrele de mansardă din pin și poliuretan se livrează cu geam triplu.',
    body: `<p>Din ianuarie, gama standard se livrează cu geam triplu (Uw 0,95). Dimensiunile și ramele de etanșare rămân aceleași, deci ramele pe care le aveți în stoc se potrivesc.</p><p>Scanările ferestrelor cu geam triplu aduc aceleași puncte de bază ca până acum.</p>`,
  },
  loft: {
    title: 'Proiectul lunii: o mansardă luminoasă într-o casă veche de la țară',
    excerpt: 'Șase ferestre de mansardă și o fereastră-balcon au transformat o mansardă întunecată într-un atelier.',
    body: `<h2>Din pod, atelier</h2><p>Un membru al clubului a înlocuit două luminatoare mici cu șase ferestre de mansardă mari și o fereastră-balcon.</p>${figure('loft-conversion', 'Mansarda finalizată')}<blockquote>Clientul își dorea lumină fără pierderi de căldură; geamul triplu și gulerul termoizolant au făcut acest lucru ușor.</blockquote>`,
  },
  'fall-protection': {
    title: 'Siguranța pe primul loc: protecție la cădere pe orice acoperiș',
    excerpt: 'O listă scurtă de verificare înainte să urcați.',
    body: `<h2>Înainte să urcați</h2><ul><li>Ham și punct de ancorare verificate</li><li>Scară fixată deasupra streașinii</li><li>Scule prinse cu șnur de siguranță</li><li>Fără lucru pe vânt puternic sau ploaie</li></ul><p>Descărcați ${link(LINKS.safety, 'lista de verificare pentru siguranță')} pentru echipa dumneavoastră.</p>`,
  },
  offline: {
    title: 'Aplicația clubului funcționează acum offline',
    excerpt: 'Înregistrați proiecte și scanați produse pe acoperișuri fără semnal; aplicația le trimite mai târziu.',
    body: `<p>Scanările și proiectele noi făcute fără semnal rămân în telefon și sunt trimise imediat ce reveniți online. Nimic nu se numără de două ori.</p>`,
  },
  'club-card': {
    title: 'Cardul clubului: transformați punctele în zloți',
    excerpt: 'Firmele cu cel puțin 10 ferestre scanate anul acesta pot comanda cardul preplătit.',
    body: `<h2>Un card preplătit pentru firme</h2><p>Comandați cardul în magazinul clubului și încărcați-l cu puncte: 1 punct înseamnă 2 zloți.</p><ul><li>Condiție: 10 ferestre scanate anul acesta</li><li>Încărcare în 3 zile lucrătoare</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Instruire de certificare la Brno și Bratislava',
    excerpt: 'Instruire practică de montaj al ferestrelor de mansardă, cu certificat.',
    body: `<p>Exersați montajul pe o machetă de acoperiș. Fiecare participant primește un certificat.</p>`,
  },
  'cluj-open-day': {
    title: 'Zi deschisă pentru montatori la Cluj-Napoca',
    excerpt: 'Demonstrații de montaj și puncte bonus pentru participanți.',
    body: `<h2>Zi deschisă la Cluj-Napoca</h2><p>Vă așteptăm la demonstrații de montaj pentru ferestre de mansardă.</p><ul><li>50 de puncte bonus pentru fiecare participant</li><li>Cafea și consultanță tehnică</li></ul>`,
  },
  'draft-prices': { title: 'Ciornă: lista de prețuri 2027', excerpt: 'Încă nepublicat.', body: '<p>Ciornă.</p>' },
  'scheduled-ten': { title: 'Programat: clubul împlinește zece ani', excerpt: 'Programat.', body: '<p>Programat.</p>' },
  'safety-check': {
    title: 'Verificare de siguranță înainte de fiecare urcare',
    excerpt: 'Cinci lucruri de verificat la ham și la scară înainte să urcați.',
    body: `<p>Verificați chingile hamului, cataramele și șnurul de siguranță înainte de fiecare urcare.</p>${HOSTILE_SCRIPT}<p>Legați scara sus și păstrați trei puncte de sprijin.</p>${HOSTILE_IMG}`,
  },
};
