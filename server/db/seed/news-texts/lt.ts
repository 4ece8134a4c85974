import { figure } from '../seed-content-types.ts';
import { HOSTILE_IMG, HOSTILE_SCRIPT, LINKS, link, type NewsTexts } from './news-text-types.ts';

/** Lithuanian texts of the seeded news. */
export const NEWS_LT: NewsTexts = {
  'autumn-points': {
    title: 'Rudenį dvigubi taškai už stogo langus',
    excerpt: 'Iki lapkričio 30 d. kiekvienas nuskenuotas stogo langas atneša dvigubus taškus.',
    body: `<h2>Dvigubi taškai iki lapkričio 30 d.</h2><p>Nuskenuokite kodą ant kiekvieno stogo lango, kurį montuojate šį rudenį, ir uždarius projektą klubas priskaičiuos dvigubai daugiau bazinių taškų.</p><ul><li>Galioja visiems stogo langams ir apvadams</li><li>Projektus reikia uždaryti iki gruodžio 15 d.</li><li>Taškai priskaičiuojami į jūsų įmonės sąskaitą</li></ul>${figure('spring-promo', 'Dvigubi taškai už kiekvieną stogo langą')}<p>Perskaitykite visas ${link(LINKS.rules, 'akcijos taisykles')}.</p>`,
  },
  training: {
    title: 'Sertifikuotų montuotojų mokymai: žiemos datos',
    excerpt: 'Vienos dienos praktiniai mokymai su dvejus metus galiojančiu sertifikatu.',
    body: `<h2>Tapkite sertifikuotu montuotoju</h2><p>Mūsų instruktoriai naujausius montavimo mazgus rodo natūralaus dydžio stogo modelyje. Kiekvienas dalyvis gauna sertifikatą <strong>Sertifikuotas stogo langų montuotojas</strong>, kurį galite atsisiųsti savo profilyje.</p><h3>Ką praktikuosite</h3><ol><li>Lango įstatymą tinkamame aukštyje</li><li>Izoliacinio rėmo ir garo izoliacijos montavimą</li><li>Apvadų montavimą ant čerpių ir ant plokščių dangų</li></ol>${figure('training-day', 'Mokymai stogo modelyje')}<p>Vietų skaičius ribotas; registruokitės ${link(LINKS.training, 'mokymų kalendoriuje')}.</p>`,
  },
  blinds: {
    title: 'Nauji užtemdomieji roletai klubo parduotuvėje',
    excerpt: 'Užtemdomieji roletai su saulės energijos pavara dabar gaunami už taškus.',
    body: `<h2>Užtemdomieji roletai už taškus</h2><p>Užtemdomasis roletas su saulės energijos pavara tinka visų standartinių dydžių stogo langams, o laidų jam nereikia. Pasiūlykite jį savo klientams arba užsisakykite savo salonui.</p><ul><li>Dešimt spalvų</li><li>Nuotolinio valdymo pultelis komplekte</li><li>Trejų metų garantija</li></ul>${figure('new-blinds', 'Užtemdomasis roletas miegamajame')}`,
  },
  'winter-fitting': {
    title: 'Penkios stogo langų montavimo žiemą taisyklės',
    excerpt: 'Šaltis reikalauja kelių papildomų žingsnių, kad montavimas būtų sandarus.',
    body: `<h2>Darbas šaltyje</h2><p>Sandarinimo juostos ir putos žemesnėje nei 5 °C temperatūroje elgiasi kitaip. Laikykitės šių taisyklių:</p><ol><li>Juostas iki naudojimo laikykite šiltai</li><li>Prieš klijuodami išdžiovinkite staktą ir grebėstus</li><li>Naudokite žiemines montavimo putas</li><li>Niekada nemontuokite apvado ant apledėjusio stogo</li><li>Uždarykite varčią vos įstatę langą</li></ol>`,
  },
  'triple-glazing': {
    title: 'Trigubas stiklo paketas tampa standartu',
    excerpt: 'Nuo sausio visi pušiniai ir poliuretaniniai stogo langai tiekiami su trigubu stiklo paketu.',
    body: `<p>Nuo sausio standartinis asortimentas tiekiamas su trigubu stiklo paketu (Uw 0,95). Dydžiai ir apvadai nesikeičia, todėl jūsų sandėlyje esantys apvadai tinka.</p><p>Už langų su trigubu stiklo paketu skenavimą skiriama tiek pat bazinių taškų kaip ir anksčiau.</p>`,
  },
  loft: {
    title: 'Mėnesio projektas: šviesi palėpė senoje sodyboje',
    excerpt: 'Šeši stogo langai ir balkono langas pavertė tamsią palėpę studija.',
    body: `<h2>Iš sandėliuko – į studiją</h2><p>Mūsų klubo narys du mažus stogo liukus pakeitė šešiais dideliais stogo langais ir balkono langu.</p>${figure('loft-conversion', 'Užbaigta palėpė')}<blockquote>Klientas norėjo šviesos be šilumos nuostolių; trigubas stiklo paketas ir izoliacinis rėmas tai padarė paprasta.</blockquote>`,
  },
  'fall-protection': {
    title: 'Saugumas svarbiausia: apsauga nuo kritimo ant kiekvieno stogo',
    excerpt: 'Trumpas kontrolinis sąrašas prieš lipant.',
    body: `<h2>Prieš lipdami</h2><ul><li>Patikrinti saugos diržai ir tvirtinimo taškas</li><li>Kopėčios pritvirtintos virš karnizo</li><li>Įrankiai pririšti saugos virvele</li><li>Nedirbama esant stipriam vėjui ar lietui</li></ul><p>Atsisiųskite ${link(LINKS.safety, 'saugos kontrolinį sąrašą')} savo komandai.</p>`,
  },
  offline: {
    title: 'Klubo programėlė dabar veikia ir be interneto',
    excerpt: 'Registruokite projektus ir skenuokite produktus ant stogo be ryšio; programėlė juos išsiųs vėliau.',
    body: `<p>Be ryšio atlikti skenavimai ir nauji projektai lieka jūsų telefone ir išsiunčiami, kai tik vėl prisijungiate. Niekas neįskaičiuojama du kartus.</p>`,
  },
  'club-card': {
    title: 'Klubo kortelė: paverskite taškus zlotais',
    excerpt: 'Įmonės, šiemet nuskenavusios bent 10 langų, gali užsisakyti išankstinio mokėjimo kortelę.',
    body: `<h2>Išankstinio mokėjimo kortelė įmonėms</h2><p>Užsisakykite kortelę klubo parduotuvėje ir papildykite ją taškais: 1 taškas – 2 zlotai.</p><ul><li>Sąlyga: šiemet nuskenuoti 10 langų</li><li>Papildymas per 3 darbo dienas</li></ul>`,
  },
  'cz-sk-training': {
    title: 'Sertifikavimo mokymai Brne ir Bratislavoje',
    excerpt: 'Praktiniai stogo langų montavimo mokymai su sertifikatu.',
    body: `<p>Praktikuokitės montuoti stogo modelyje. Kiekvienas dalyvis gauna sertifikatą.</p>`,
  },
  'cluj-open-day': {
    title: 'Atvirų durų diena montuotojams: Cluj-Napoca',
    excerpt: 'Montavimo demonstracijos ir premijiniai taškai dalyviams.',
    body: `<p>Prisijunkite prie mūsų montavimo demonstracijų; kiekvienas dalyvis gauna 50 premijinių taškų.</p>`,
  },
  'draft-prices': { title: 'Juodraštis: 2027 m. kainoraštis', excerpt: 'Dar nepaskelbta.', body: '<p>Juodraštis.</p>' },
  'scheduled-ten': {
    title: 'Suplanuota: klubui sukanka dešimt metų',
    excerpt: 'Suplanuota.',
    body: '<p>Suplanuota.</p>',
  },
  'safety-check': {
    title: 'Saugos patikra prieš kiekvieną lipimą',
    excerpt: 'Penki dalykai, kuriuos reikia patikrinti saugos diržuose ir kopėčiose prieš lipant.',
    body: `<p>Prieš kiekvieną lipimą patikrinkite saugos diržų juostas, sagtis ir saugos lyną.</p>${HOSTILE_SCRIPT}<p>Viršuje pririškite kopėčias ir išlaikykite tris atramos taškus.</p>${HOSTILE_IMG}`,
  },
};
