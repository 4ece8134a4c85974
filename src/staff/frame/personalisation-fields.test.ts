import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { personalisationLines } from './personalisation-fields.tsx';

const label = (m: MessageDescriptor) => m.message ?? m.id;

describe('personalisationLines', () => {
  it('names each printed field, reads the description as text and the files by their names', () => {
    const lines = personalisationLines(
      {
        name: 'Jan',
        companyName: 'Dach-Bud',
        shortDescription: '<p>Okna <b>dachowe</b><script>alert(1)</script></p>',
        address: { line1: 'ul. Dekarska 1', line2: '', line3: 'Kraków' },
        services: [{ text: 'Montaż', icon: 'tool' }, { text: '' }],
        logo: { uuid: 'a', originalName: 'logo.png' },
        phone: '   ',
      },
      label,
    );
    expect(lines).toEqual([
      { label: 'Name', value: 'Jan' },
      { label: 'Company name', value: 'Dach-Bud' },
      { label: 'Short description', value: 'Okna dachowe' },
      { label: 'Address', value: 'ul. Dekarska 1, Kraków' },
      { label: 'Services', value: 'Montaż' },
      { label: 'Logo', value: 'logo.png' },
    ]);
  });

  it('shows nothing for fields it does not know or values of the wrong kind', () => {
    expect(personalisationLines({ colour: 'red', name: 42, services: 'x', logo: 'x' }, label)).toEqual([]);
  });
});
