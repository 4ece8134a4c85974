import type { Queryable } from '../db.ts';

/**
 * The texts of the demo's own notifications (team.joined and club.welcome, events only the demo writes) in every club
 * language, keyed by the English text: the app reads them through seeded_translations like the club's announcements
 * (decision 0281). Serbian is in Latin script.
 */
const NOTIFICATION_TEXTS: Record<string, Record<string, string>> = {
  'Welcome to the team': {
    bg: 'Добре дошли в екипа',
    bs: 'Dobro došli u tim',
    cs: 'Vítejte v týmu',
    et: 'Tere tulemast meeskonda',
    hr: 'Dobro došli u tim',
    hu: 'Üdvözöljük a csapatban',
    lt: 'Sveiki prisijungę prie komandos',
    lv: 'Laipni lūdzam komandā',
    pl: 'Witamy w zespole',
    ro: 'Bun venit în echipă',
    sk: 'Vitajte v tíme',
    sl: 'Dobrodošli v ekipi',
    sr: 'Dobro došli u tim',
    uk: 'Ласкаво просимо до команди',
  },
  'Piotr Kowalski added you to Kowalski Dachy Sp. z o.o.': {
    bg: 'Piotr Kowalski ви добави към Kowalski Dachy Sp. z o.o.',
    bs: 'Piotr Kowalski vas je dodao u Kowalski Dachy Sp. z o.o.',
    cs: 'Piotr Kowalski vás přidal do firmy Kowalski Dachy Sp. z o.o.',
    et: 'Piotr Kowalski lisas teid ettevõttesse Kowalski Dachy Sp. z o.o.',
    hr: 'Piotr Kowalski dodao vas je u Kowalski Dachy Sp. z o.o.',
    hu: 'Piotr Kowalski felvette Önt a Kowalski Dachy Sp. z o.o. csapatába.',
    lt: 'Piotr Kowalski pridėjo jus prie įmonės Kowalski Dachy Sp. z o.o.',
    lv: 'Piotr Kowalski pievienoja jūs uzņēmumam Kowalski Dachy Sp. z o.o.',
    pl: 'Piotr Kowalski dodał Cię do firmy Kowalski Dachy Sp. z o.o.',
    ro: 'Piotr Kowalski v-a adăugat în Kowalski Dachy Sp. z o.o.',
    sk: 'Piotr Kowalski vás pridal do firmy Kowalski Dachy Sp. z o.o.',
    sl: 'Piotr Kowalski vas je dodal v podjetje Kowalski Dachy Sp. z o.o.',
    sr: 'Piotr Kowalski vas je dodao u Kowalski Dachy Sp. z o.o.',
    uk: 'Piotr Kowalski додав вас до компанії Kowalski Dachy Sp. z o.o.',
  },
  'Welcome to the club': {
    bg: 'Добре дошли в клуба',
    bs: 'Dobro došli u klub',
    cs: 'Vítejte v klubu',
    et: 'Tere tulemast klubisse',
    hr: 'Dobro došli u klub',
    hu: 'Üdvözöljük a klubban',
    lt: 'Sveiki atvykę į klubą',
    lv: 'Laipni lūdzam klubā',
    pl: 'Witamy w klubie',
    ro: 'Bun venit în club',
    sk: 'Vitajte v klube',
    sl: 'Dobrodošli v klubu',
    sr: 'Dobro došli u klub',
    uk: 'Ласкаво просимо до клубу',
  },
  'Scan your first windows to earn points.': {
    bg: 'Сканирайте първите си прозорци, за да събирате точки.',
    bs: 'Skenirajte svoje prve prozore i skupljajte bodove.',
    cs: 'Naskenujte svá první okna a získejte body.',
    et: 'Skannige oma esimesed aknad ja koguge punkte.',
    hr: 'Skenirajte svoje prve prozore i skupljajte bodove.',
    hu: 'Szkennelje be első ablakait, és gyűjtsön pontokat.',
    lt: 'Nuskenuokite pirmuosius langus ir rinkite taškus.',
    lv: 'Noskenējiet savus pirmos logus un krājiet punktus.',
    pl: 'Zeskanuj pierwsze okna i zbieraj punkty.',
    ro: 'Scanați primele ferestre și câștigați puncte.',
    sk: 'Naskenujte svoje prvé okná a získajte body.',
    sl: 'Skenirajte svoja prva okna in zbirajte točke.',
    sr: 'Skenirajte svoje prve prozore i skupljajte bodove.',
    uk: 'Скануйте свої перші вікна та заробляйте бали.',
  },
  'Order personalised marketing materials in the shop with your points.': {
    bg: 'Поръчайте персонализирани рекламни материали в магазина срещу точките си.',
    bs: 'Naručite personalizirane reklamne materijale u prodavnici za svoje bodove.',
    cs: 'Objednejte si za body personalizované reklamní materiály v obchodě.',
    et: 'Tellige punktide eest poest isikupärastatud reklaammaterjale.',
    hr: 'Naručite personalizirane promotivne materijale u trgovini za svoje bodove.',
    hu: 'Rendeljen pontjaiért személyre szabott reklámanyagokat a webshopban.',
    lt: 'Užsisakykite personalizuotą reklaminę medžiagą parduotuvėje už savo taškus.',
    lv: 'Pasūtiet personalizētus reklāmas materiālus veikalā par saviem punktiem.',
    pl: 'Zamów za punkty spersonalizowane materiały reklamowe w sklepie.',
    ro: 'Comandați din magazin materiale publicitare personalizate cu punctele dumneavoastră.',
    sk: 'Objednajte si za body personalizované reklamné materiály v obchode.',
    sl: 'S točkami naročite personalizirana promocijska gradiva v trgovini.',
    sr: 'Naručite personalizovane reklamne materijale u prodavnici za svoje bodove.',
    uk: 'Замовляйте персоналізовані рекламні матеріали в магазині за свої бали.',
  },
};

/** Writes the demo notifications' translations; a text the migrations already translate is left as it is. */
export async function seedNotificationTexts(tx: Queryable): Promise<void> {
  for (const [key, byLanguage] of Object.entries(NOTIFICATION_TEXTS)) {
    for (const [language, text] of Object.entries(byLanguage)) {
      await tx.query(
        `INSERT INTO seeded_translations (kind, key, language, text) VALUES ('notification', $1, $2, $3)
         ON CONFLICT (kind, key, language) DO NOTHING`,
        [key, language, text],
      );
    }
  }
}
