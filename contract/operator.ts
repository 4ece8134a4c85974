import * as v from 'valibot';
import { defineCall } from './call.ts';

/** Header carrying the operator key (OPERATOR_KEY, or DATA_DIR/operator.key) on every /operator call. */
export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

export const MaintenanceState = v.object({ maintenance: v.boolean() });

export const setMaintenance = defineCall({
  method: 'POST',
  path: '/operator/maintenance',
  auth: 'public',
  summary: 'Operator only (X-Operator-Key): switches maintenance on or off; /api answers 503 while it is on.',
  body: v.strictObject({ on: v.boolean('Send on: true or false.') }),
  response: MaintenanceState,
});

export const maintenanceState = defineCall({
  method: 'GET',
  path: '/operator/maintenance',
  auth: 'public',
  summary: 'Operator only (X-Operator-Key): whether maintenance is on.',
  response: MaintenanceState,
});
