import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { personalisationLines } from './personalisation-fields.tsx';

const label = (m: MessageDescriptor) => m.message ?? m.id;

describe('personalisationLines', () => {
  it('names each printed field as the installer’s form does, and the files by their names', () => {
    const lines = personalisationLines(
      {
        subtype: 'business_card_horizontal',
        name: 'Jan',
        companyName: 'Dach-Bud',
        shortDescription: 'Okna <b>dachowe</b>',
        address: { line1: 'ul. Dekarska 1', line2: '', line3: 'Kraków' },
        services: [{ text: 'Montaż', icon: 'tool' }, { text: '' }],
        logo: { uuid: 'a', originalName: 'logo.png' },
        phone: '   ',
      },
      label,
    );
    expect(lines).toEqual([
      { label: 'First name', value: 'Jan' },
      { label: 'Company name', value: 'Dach-Bud' },
      { label: 'Short description', value: 'Okna <b>dachowe</b>' },
      { label: 'Address', value: 'ul. Dekarska 1, Kraków' },
      { label: 'Services', value: 'Montaż' },
      { label: 'Logo', value: 'logo.png' },
    ]);
  });

  it('shows nothing for an item that is not a print, or values of the wrong kind', () => {
    expect(personalisationLines({ colour: 'red', name: 'Jan' }, label)).toEqual([]);
    expect(personalisationLines({ subtype: 'flyer', name: 42, services: 'x', logo: 'x' }, label)).toEqual([]);
  });
});
