import { describe, expect, it } from 'vitest';
import { ReadFilter } from './read-filter.ts';

const options = { coolDownMs: 1000, repeatNoticeMs: 3000 };

describe('ReadFilter', () => {
  it('passes each serial on once per session', () => {
    const filter = new ReadFilter(options);
    expect(filter.check('RW-1', 0)).toBe('new');
    expect(filter.check('RW-2', 1500)).toBe('new');
    expect(filter.check('RW-3', 3000)).toBe('new');
  });

  it('drops every read during the cool-down, the same code held in view included', () => {
    const filter = new ReadFilter(options);
    expect(filter.check('RW-1', 0)).toBe('new');
    expect(filter.check('RW-1', 100)).toBe('ignored');
    expect(filter.check('RW-2', 999)).toBe('ignored');
    expect(filter.check('RW-2', 1000)).toBe('new');
  });

  it('announces a repeated serial after the cool-down, at most once per notice interval', () => {
    const filter = new ReadFilter(options);
    filter.check('RW-1', 0);
    expect(filter.check('RW-1', 2000)).toBe('ignored');
    expect(filter.check('RW-1', 3000)).toBe('duplicate');
    expect(filter.check('RW-1', 4000)).toBe('ignored');
    expect(filter.check('RW-1', 6000)).toBe('duplicate');
  });

  it('takes deliberate reads without cool-down, still refusing repeats', () => {
    const filter = new ReadFilter(options);
    expect(filter.check('RW-1', 0)).toBe('new');
    expect(filter.checkDeliberate('RW-2')).toBe('new');
    expect(filter.checkDeliberate('RW-1')).toBe('duplicate');
    filter.remember('RW-3');
    expect(filter.check('RW-3', 5000)).toBe('duplicate');
  });

  it('forgets everything on reset', () => {
    const filter = new ReadFilter(options);
    filter.check('RW-1', 0);
    filter.reset();
    expect(filter.check('RW-1', 10)).toBe('new');
  });
});
