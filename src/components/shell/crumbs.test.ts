import { describe, expect, it } from 'vitest';
import { backCrumb, crumbsFor } from './crumbs.ts';

const plain = (pathname: string) =>
  crumbsFor(pathname).map((c) => [c.to, typeof c.label === 'string' ? c.label : c.label.message]);

describe('breadcrumbs from the path', () => {
  it('names the list, the item and the tab of a project', () => {
    expect(plain('/projects/2f1c/survey')).toEqual([
      ['/', 'Home'],
      ['/projects', 'Projects'],
      ['/projects/2f1c', 'Project'],
      ['/projects/2f1c/survey', 'Survey'],
    ]);
  });

  it('is only home on home and on a path outside the club (the 404)', () => {
    expect(plain('/')).toEqual([['/', 'Home']]);
    expect(plain('/no-such-page')).toEqual([['/', 'Home']]);
    expect(plain('/no/such/roof')).toEqual([['/', 'Home']]);
    expect(backCrumb('/no/such/roof')).toBeNull();
  });

  it('offers a back arrow only below a list', () => {
    expect(backCrumb('/projects')).toBeNull();
    expect(backCrumb('/projects/add')?.to).toBe('/projects');
    expect(backCrumb('/support/chat/9')?.to).toBe('/support/chat');
    expect(backCrumb('/support/chat')?.to).toBe('/');
  });
});
