import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

interface Listed {
  event: string;
  title: string;
  text: string;
}

describe('the demo notifications in the reader language', () => {
  const t = useTestApp();

  it("answers the demo's own events in the profile language, else the language the app asks for", async () => {
    const read = async (email: string, language?: string) => {
      const auth = bearer((await signIn(t, `${email}@example.com`)).token);
      const res = await t.call<{ data: Listed[] }>('GET', '/api/v1/notifications?limit=50', undefined, {
        ...auth,
        ...(language ? { 'Accept-Language': language } : {}),
      });
      expect(res.status).toBe(200);
      return res.body.data.find((n) => n.event === 'team.joined' || n.event === 'club.welcome');
    };
    expect(await read('member.pl')).toMatchObject({
      title: 'Witamy w zespole',
      text: 'Piotr Kowalski dodał Cię do firmy Kowalski Dachy Sp. z o.o.',
    });
    expect(await read('decor.cz')).toMatchObject({ title: 'Vítejte v klubu' });
    expect(await read('owner.ro', 'sr')).toMatchObject({
      title: 'Dobro došli u klub',
      text: 'Skenirajte svoje prve prozore i skupljajte bodove.',
    });
    expect(await read('owner.ro', 'en')).toMatchObject({ title: 'Welcome to the club' });
  });
});
