/** The server's answers to the projects' queued writes, for tests (src/lib/outbox/outbox-test-server.ts fakes the API). */
const at = '2026-11-21T10:00:00.000Z';

export function projectAnswer(uuid: string) {
  return {
    id: 7,
    uuid,
    name: '',
    street_name: 'Długa 1',
    city: '',
    postal_code: '00-001',
    created_at: at,
    status: { id: 1, name: 'open' },
    days_left: 90,
    available_points: 0,
    calculated_available_points: 0,
    max_points: 0,
    calculated_max_points: 0,
    products_count: 0,
    products: [],
    survey: [],
    lead: null,
  };
}

export function scanAnswer(uuid: string, serial: string) {
  const scan = { id: 1, uuid, serial_number: serial, type: 'Roof window', type_slug: 'roof-window' };
  return { ...scan, size: '78x118', variant: 'Pine', points: 5, created_at: at, flag: 1, survey: [] };
}
