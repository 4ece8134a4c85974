import * as v from 'valibot';
import type { Schema } from '#contract/call.ts';
import { invalidData } from './api-error.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterFields,
  TOO_DEEP_MESSAGE,
  TooDeepError,
  withoutInvisibleCharacters,
} from './reject-control-characters.ts';

type Issue = v.BaseIssue<unknown>;

/** Valibot's key-level defaults are written for programmers; people get these instead. */
function messageOf(issue: Issue): string {
  const atField = (issue.path?.length ?? 0) > 0;
  if (issue.kind === 'schema' && issue.type.endsWith('object') && atField) {
    return issue.input === undefined ? 'This field is required.' : 'This field is not allowed.';
  }
  if (issue.message.startsWith('Invalid type:')) {
    return atField ? 'This field has the wrong type.' : 'The request must be a JSON object.';
  }
  return issue.message;
}

/** `{ field: [messages] }` with dotted paths; issues without a path (unions, the whole body) go under `_`. */
export function issuesToErrors(issues: readonly Issue[]): Record<string, string[]> {
  // No prototype: a client may name a field __proto__ or constructor.
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    const message = messageOf(issue);
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  }
  return errors;
}

/**
 * Parses one part of a request, throwing a 400 with per-field messages when it does not fit: control characters are
 * refused, invisible ones (bidi overrides, zero-width) removed (reject-control-characters.ts).
 */
export function parsePart<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  let nul: string[];
  try {
    nul = controlCharacterFields(input);
  } catch (error) {
    if (error instanceof TooDeepError) throw invalidData({ _: [TOO_DEEP_MESSAGE] });
    throw error;
  }
  if (nul.length > 0) throw invalidData(Object.fromEntries(nul.map((field) => [field, [CONTROL_CHARACTER_MESSAGE]])));
  // Direction overrides and zero-width characters are dropped before the rules run (a name of only U+200B is empty).
  const result = v.safeParse(schema, withoutInvisibleCharacters(input));
  if (result.success) return result.output;
  throw invalidData(issuesToErrors(result.issues));
}
