import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { fieldMessage } from './field-messages.ts';

/** Validates a form's values with a contract schema: the parsed (trimmed) values, or a message per field. */
export function checkFields<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: Record<string, MessageDescriptor> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: Record<string, MessageDescriptor> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= fieldMessage(issue.message);
  }
  return { ok: false, errors };
}
