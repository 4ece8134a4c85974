import { describe, expect, it } from 'vitest';
import { pdfText } from '#server/test/pdf-text.ts';
import { certificatePdf } from './certificate-pdf.ts';

describe('the certificate PDF', () => {
  it('prints Polish, Romanian and Cyrillic names as written', async () => {
    const bytes = await certificatePdf(
      {
        uuid: '6f1c1d8e-7c1b-4f5e-9a7e-2d3c4b5a6978',
        certificateName: 'Certyfikowany instalator okien dachowych',
        description: 'Szkolenie z montażu',
        companyName: 'Шевченко Дах ТОВ',
        holderName: 'Tomasz Wiśniewski, Ștefan Țărănescu',
        issuedOn: '2026-03-01',
        expiresOn: '2028-03-01',
      },
      new Date('2026-03-01T10:00:00Z'),
    );
    const text = (await pdfText(bytes)).normalize('NFC');
    expect(text).toContain('Tomasz Wiśniewski, Ștefan Țărănescu');
    expect(text).toContain('Шевченко Дах ТОВ');
    expect(text).toContain('Szkolenie z montażu');
    expect(text).toContain('Valid until 1. 3. 2028');
  });

  it('draws its fixed texts in the language given, English for a text not given', async () => {
    const bytes = await certificatePdf(
      {
        uuid: '6f1c1d8e-7c1b-4f5e-9a7e-2d3c4b5a6978',
        certificateName: 'Сертифікований монтажник мансардних вікон',
        description: '',
        companyName: 'Шевченко Дах ТОВ',
        holderName: 'Олена Шевченко',
        issuedOn: '2026-03-01',
        expiresOn: '2028-03-01',
        texts: { title: 'Сертифікат', valid_until: 'Дійсний до {date}', number: 'Сертифікат № {number}' },
        language: 'uk',
      },
      new Date('2026-03-01T10:00:00Z'),
    );
    const text = (await pdfText(bytes)).normalize('NFC');
    expect(text).toContain('Сертифікат');
    expect(text).toContain('Дійсний до 1. 3. 2028');
    expect(text).toContain('Сертифікат № 6f1c1d8e-7c1b-4f5e-9a7e-2d3c4b5a6978');
    expect(text).toContain('awarded to');
    expect(text).toContain('Issued on 1. 3. 2026');
  });
});
