import { expect, test } from '@playwright/test';

// Runs after every other journey: the server keeps the CSP violations browsers reported (report-uri), and no
// journey may have caused one. A violation means a blocked script, style, frame or image on some screen.
test('no journey caused a Content-Security-Policy violation', async ({ request }) => {
  const reports = await (await request.get('/api/dev/csp-reports')).json();
  expect(reports).toEqual([]);
});
