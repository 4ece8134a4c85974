import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPersonalisation,
  handedOver,
  handOverToCheckout,
  PERSONALISATION_HANDOVER_KEY,
  readPersonalisation,
} from './personalisation-handover.ts';

describe('the personalisation hand-over to the checkout', () => {
  beforeEach(() => localStorage.clear());
  const data = { name: 'Jan', surname: 'Kowalski', phone: '500 000 001' };

  it('hands over, reads back by variant and forgets once ordered', () => {
    handOverToCheckout('v1', data);
    handOverToCheckout('v2', { name: 'Anna' });
    expect(handedOver('v1')).toBe(true);
    expect(readPersonalisation(['v1', 'v3'])).toEqual({ v1: data });
    forgetPersonalisation(['v1']);
    expect(handedOver('v1')).toBe(false);
    expect(readPersonalisation(['v1'])).toBeUndefined();
    expect(readPersonalisation(['v2'])).toEqual({ v2: { name: 'Anna' } });
  });

  it('drops what does not fit and survives what another version left', () => {
    localStorage.setItem(
      PERSONALISATION_HANDOVER_KEY,
      JSON.stringify({ v1: data, v2: { link: 'javascript:alert(1)' } }),
    );
    expect(readPersonalisation(['v1', 'v2'])).toEqual({ v1: data });
    localStorage.setItem(PERSONALISATION_HANDOVER_KEY, 'not json');
    expect(readPersonalisation(['v1'])).toBeUndefined();
    localStorage.setItem(PERSONALISATION_HANDOVER_KEY, '[1,2]');
    expect(handedOver('v1')).toBe(false);
  });
});
