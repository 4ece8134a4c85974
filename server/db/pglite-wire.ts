import { protocol } from '@electric-sql/pglite';

/** A result column as PostgreSQL described the statement: its name and type id. */
export interface Column {
  name: string;
  type: number;
}

type Parsers = Record<number | string, ((text: string, type: number) => unknown) | undefined>;

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const text = new TextDecoder();

/** The bytes PGlite wrote for one run, in one buffer (it writes a large answer in several pieces). */
export function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error PostgreSQL sent, as PGlite's own parser makes it (code, detail, constraint...). */
function databaseError(message: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(message, (parsed) => {
    error = parsed as unknown as Error;
  });
  return error ?? new Error('PGlite sent an error it could not read');
}

/**
 * The rows of one statement's run, read straight from the backend messages PGlite wrote: PGlite's own protocol
 * parser copies every field into an ArrayBuffer of its own before decoding it, which for a page of 20 projects cost
 * twice the engine's own time (decision 0200). Field text is decoded in place and parsed with PGlite's parsers for
 * its type, so values are exactly what query() gives. A RowDescription in the run replaces the statement's
 * columns; an ErrorResponse is thrown as PGlite's DatabaseError. Other messages (BindComplete, CommandComplete,
 * ReadyForQuery, notices) carry nothing a row needs.
 */
export function readRows<T>(
  bytes: Uint8Array,
  statementColumns: Column[],
  parsers: Parsers,
  /** Types whose parser is Number(text): read as digits where they stay exact, without a string in between. */
  wholeNumberTypes: ReadonlySet<number> = new Set(),
): T[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let columns = statementColumns;
  const rows: T[] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const code = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (code === DATA_ROW) {
      const count = view.getInt16(at + 5);
      let p = at + 7;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        const column = columns[i]!;
        if (length < 0) {
          row[column.name] = null;
          continue;
        }
        if (length <= MAX_EXACT_DIGITS && wholeNumberTypes.has(column.type)) {
          row[column.name] = wholeNumber(bytes, p, p + length);
          p += length;
          continue;
        }
        const value = text.decode(bytes.subarray(p, p + length));
        p += length;
        const parse = parsers[column.type];
        row[column.name] = parse ? parse(value, column.type) : value;
      }
      rows.push(row as T);
    } else if (code === ROW_DESCRIPTION) {
      columns = readRowDescription(bytes, view, at + 5);
    } else if (code === ERROR_RESPONSE) {
      throw databaseError(bytes.subarray(at, end));
    }
    at = end;
  }
  return rows;
}

/** Up to 15 digits every whole number is exact in a double, so adding digits gives what Number(text) gives. */
const MAX_EXACT_DIGITS = 15;

function wholeNumber(bytes: Uint8Array, from: number, to: number): number {
  const negative = bytes[from] === 0x2d; // '-'
  let n = 0;
  for (let i = negative ? from + 1 : from; i < to; i++) n = n * 10 + bytes[i]! - 0x30;
  return negative ? -n : n;
}

function readRowDescription(bytes: Uint8Array, view: DataView, start: number): Column[] {
  const count = view.getInt16(start);
  const columns: Column[] = [];
  let p = start + 2;
  for (let i = 0; i < count; i++) {
    const nameEnd = bytes.indexOf(0, p);
    const name = text.decode(bytes.subarray(p, nameEnd));
    // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
    columns.push({ name, type: view.getInt32(nameEnd + 7) });
    p = nameEnd + 19;
  }
  return columns;
}
