-- The certificate PDF in the reader's language (decision 0287): its fixed texts (the title, "awarded to", the issue
-- and expiry lines and the certificate's number) as rows of the table of decisions 0024 and 0281, kind
-- certificate_text, keyed by slug, in all 15 club languages; {date} and {number} are filled in when it is drawn. The
-- certificate's name and description already have theirs (certificate_name, certificate_description). English in
-- the code (server/services/certificates/certificate-pdf.ts) is the fallback for a missing row.
--
-- The kind joins the table's check with the kinds it allows now, whatever an earlier migration added.
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO allowed FROM pg_constraint
   WHERE conrelid = 'seeded_translations'::regclass AND conname = 'seeded_translations_kind_check';
  IF allowed IS NOT NULL AND position('''certificate_text''' IN allowed) = 0 THEN
    ALTER TABLE seeded_translations DROP CONSTRAINT seeded_translations_kind_check;
    EXECUTE 'ALTER TABLE seeded_translations ADD CONSTRAINT seeded_translations_kind_check '
      || replace(allowed, 'ARRAY[', 'ARRAY[''certificate_text''::text, ');
  END IF;
END $$;

INSERT INTO seeded_translations (kind, key, language, text) VALUES
('certificate_text', 'title', 'en', 'Certificate'),
('certificate_text', 'awarded_to', 'en', 'awarded to'),
('certificate_text', 'issued_on', 'en', 'Issued on {date}'),
('certificate_text', 'valid_until', 'en', 'Valid until {date}'),
('certificate_text', 'number', 'en', 'Certificate no. {number}'),
('certificate_text', 'title', 'bg', 'Сертификат'),
('certificate_text', 'awarded_to', 'bg', 'присъден на'),
('certificate_text', 'issued_on', 'bg', 'Издаден на {date}'),
('certificate_text', 'valid_until', 'bg', 'Валиден до {date}'),
('certificate_text', 'number', 'bg', 'Сертификат № {number}'),
('certificate_text', 'title', 'bs', 'Certifikat'),
('certificate_text', 'awarded_to', 'bs', 'dodijeljen firmi'),
('certificate_text', 'issued_on', 'bs', 'Datum izdavanja: {date}'),
('certificate_text', 'valid_until', 'bs', 'Važi do {date}'),
('certificate_text', 'number', 'bs', 'Certifikat br. {number}'),
('certificate_text', 'title', 'cs', 'Certifikát'),
('certificate_text', 'awarded_to', 'cs', 'udělený společnosti'),
('certificate_text', 'issued_on', 'cs', 'Vydáno {date}'),
('certificate_text', 'valid_until', 'cs', 'Platný do {date}'),
('certificate_text', 'number', 'cs', 'Certifikát č. {number}'),
('certificate_text', 'title', 'et', 'Sertifikaat'),
('certificate_text', 'awarded_to', 'et', 'välja antud ettevõttele'),
('certificate_text', 'issued_on', 'et', 'Välja antud {date}'),
('certificate_text', 'valid_until', 'et', 'Kehtib kuni {date}'),
('certificate_text', 'number', 'et', 'Sertifikaadi nr {number}'),
('certificate_text', 'title', 'hr', 'Certifikat'),
('certificate_text', 'awarded_to', 'hr', 'dodijeljen tvrtki'),
('certificate_text', 'issued_on', 'hr', 'Datum izdavanja: {date}'),
('certificate_text', 'valid_until', 'hr', 'Vrijedi do {date}'),
('certificate_text', 'number', 'hr', 'Certifikat br. {number}'),
('certificate_text', 'title', 'hu', 'Tanúsítvány'),
('certificate_text', 'awarded_to', 'hu', 'a következő vállalkozás részére'),
('certificate_text', 'issued_on', 'hu', 'Kiállítás dátuma: {date}'),
('certificate_text', 'valid_until', 'hu', 'Érvényes eddig: {date}'),
('certificate_text', 'number', 'hu', 'Tanúsítvány száma: {number}'),
('certificate_text', 'title', 'lt', 'Sertifikatas'),
('certificate_text', 'awarded_to', 'lt', 'suteiktas įmonei'),
('certificate_text', 'issued_on', 'lt', 'Išduota {date}'),
('certificate_text', 'valid_until', 'lt', 'Galioja iki {date}'),
('certificate_text', 'number', 'lt', 'Sertifikato Nr. {number}'),
('certificate_text', 'title', 'lv', 'Sertifikāts'),
('certificate_text', 'awarded_to', 'lv', 'piešķirts uzņēmumam'),
('certificate_text', 'issued_on', 'lv', 'Izsniegts {date}'),
('certificate_text', 'valid_until', 'lv', 'Derīgs līdz {date}'),
('certificate_text', 'number', 'lv', 'Sertifikāta Nr. {number}'),
('certificate_text', 'title', 'pl', 'Certyfikat'),
('certificate_text', 'awarded_to', 'pl', 'przyznany firmie'),
('certificate_text', 'issued_on', 'pl', 'Data wydania: {date}'),
('certificate_text', 'valid_until', 'pl', 'Ważny do {date}'),
('certificate_text', 'number', 'pl', 'Certyfikat nr {number}'),
('certificate_text', 'title', 'ro', 'Certificat'),
('certificate_text', 'awarded_to', 'ro', 'acordat firmei'),
('certificate_text', 'issued_on', 'ro', 'Data emiterii: {date}'),
('certificate_text', 'valid_until', 'ro', 'Valabil până la {date}'),
('certificate_text', 'number', 'ro', 'Certificat nr. {number}'),
('certificate_text', 'title', 'sk', 'Certifikát'),
('certificate_text', 'awarded_to', 'sk', 'udelený spoločnosti'),
('certificate_text', 'issued_on', 'sk', 'Vydané {date}'),
('certificate_text', 'valid_until', 'sk', 'Platný do {date}'),
('certificate_text', 'number', 'sk', 'Certifikát č. {number}'),
('certificate_text', 'title', 'sl', 'Certifikat'),
('certificate_text', 'awarded_to', 'sl', 'podeljen podjetju'),
('certificate_text', 'issued_on', 'sl', 'Datum izdaje: {date}'),
('certificate_text', 'valid_until', 'sl', 'Velja do {date}'),
('certificate_text', 'number', 'sl', 'Certifikat št. {number}'),
('certificate_text', 'title', 'sr', 'Sertifikat'),
('certificate_text', 'awarded_to', 'sr', 'dodeljen firmi'),
('certificate_text', 'issued_on', 'sr', 'Datum izdavanja: {date}'),
('certificate_text', 'valid_until', 'sr', 'Važi do {date}'),
('certificate_text', 'number', 'sr', 'Sertifikat br. {number}'),
('certificate_text', 'title', 'uk', 'Сертифікат'),
('certificate_text', 'awarded_to', 'uk', 'виданий компанії'),
('certificate_text', 'issued_on', 'uk', 'Дата видачі: {date}'),
('certificate_text', 'valid_until', 'uk', 'Дійсний до {date}'),
('certificate_text', 'number', 'uk', 'Сертифікат № {number}')
ON CONFLICT DO NOTHING;
