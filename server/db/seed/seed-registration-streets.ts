/** Real-looking streets per region slug for the sandbox street provider: [street, city, postal code]. */
export const STREETS: Record<string, [string, string, string][]> = {
  pl: [
    ['ulica Marszałkowska', 'Warszawa', '00-624'],
    ['ulica Marszałka Józefa Piłsudskiego', 'Kraków', '31-109'],
    ['ulica Floriańska', 'Kraków', '31-019'],
    ['ulica Dekarska', 'Kraków', '30-001'],
    ['aleja Jerozolimskie', 'Warszawa', '00-807'],
    ['ulica Piotrkowska', 'Łódź', '90-001'],
    ['ulica Długa', 'Gdańsk', '80-827'],
    ['ulica Świdnicka', 'Wrocław', '50-066'],
  ],
  ro: [
    ['Strada Victoriei', 'București', '010061'],
    ['Bulevardul Unirii', 'București', '030833'],
    ['Strada Memorandumului', 'Cluj-Napoca', '400114'],
    ['Strada Țiglei', 'Cluj-Napoca', '400001'],
    ['Strada Republicii', 'Brașov', '500030'],
  ],
  hr: [
    ['Ilica', 'Zagreb', '10000'],
    ['Vukovarska ulica', 'Zagreb', '10000'],
    ['Ulica kralja Zvonimira', 'Split', '21000'],
    ['Krovna ulica', 'Rijeka', '51000'],
  ],
  hu: [
    ['Andrássy út', 'Budapest', '1061'],
    ['Váci utca', 'Budapest', '1052'],
    ['Tetőfedő utca', 'Debrecen', '4025'],
    ['Kossuth Lajos utca', 'Szeged', '6720'],
  ],
  si: [
    ['Slovenska cesta', 'Ljubljana', '1000'],
    ['Trubarjeva cesta', 'Ljubljana', '1000'],
    ['Strešna ulica', 'Maribor', '2000'],
    ['Partizanska cesta', 'Maribor', '2000'],
  ],
  bg: [
    ['улица Витоша', 'София', '1000'],
    ['булевард Цар Освободител', 'София', '1504'],
    ['улица Покривна', 'Пловдив', '4000'],
    ['улица Александровска', 'Бургас', '8000'],
  ],
  rs: [
    ['Knez Mihailova', 'Beograd', '11000'],
    ['Bulevar kralja Aleksandra', 'Beograd', '11000'],
    ['Krovna ulica', 'Novi Sad', '21000'],
    ['Zmaj Jovina', 'Novi Sad', '21000'],
  ],
  ba: [
    ['Ferhadija', 'Sarajevo', '71000'],
    ['Maršala Tita', 'Sarajevo', '71000'],
    ['Krovna ulica', 'Banja Luka', '78000'],
    ['Kralja Petra I Karađorđevića', 'Banja Luka', '78000'],
  ],
  ua: [
    ['вулиця Хрещатик', 'Київ', '01001'],
    ['вулиця Володимирська', 'Київ', '01033'],
    ['вулиця Покрівельна', 'Львів', '79000'],
    ['проспект Свободи', 'Львів', '79008'],
  ],
  sk: [
    ['Obchodná ulica', 'Bratislava', '811 06'],
    ['Štúrova ulica', 'Bratislava', '811 02'],
    ['Pokrývačská ulica', 'Žilina', '010 01'],
    ['Hlavná ulica', 'Košice', '040 01'],
  ],
  cz: [
    ['Václavské náměstí', 'Praha', '110 00'],
    ['Vodičkova', 'Praha', '110 00'],
    ['Střešní', 'Brno', '602 00'],
    ['Masarykova', 'Brno', '602 00'],
    ['Nádražní', 'Ostrava', '702 00'],
  ],
  ee: [
    ['Viru tänav', 'Tallinn', '10140'],
    ['Pärnu maantee', 'Tallinn', '10141'],
    ['Katuse tänav', 'Tartu', '50090'],
    ['Rüütli tänav', 'Tartu', '51007'],
  ],
  lt: [
    ['Gedimino prospektas', 'Vilnius', '01103'],
    ['Pilies gatvė', 'Vilnius', '01123'],
    ['Stogdengių gatvė', 'Kaunas', '44280'],
    ['Laisvės alėja', 'Kaunas', '44240'],
  ],
  lv: [
    ['Brīvības iela', 'Rīga', 'LV-1010'],
    ['Elizabetes iela', 'Rīga', 'LV-1010'],
    ['Jumta iela', 'Daugavpils', 'LV-5401'],
    ['Rīgas iela', 'Daugavpils', 'LV-5401'],
  ],
};

/** The invite codes of the demo companies, by owner e-mail (README). */
export const DEMO_INVITE_CODES: Record<string, string> = {
  'owner.pl@example.com': 'PLDACHY1',
  'owner.ro@example.com': 'ROACOP01',
  'decor.cz@example.com': 'CZDECOR1',
  'legacy.sk@example.com': 'SKSTRE01',
};
