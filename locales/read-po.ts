import { readFileSync } from 'node:fs';

export interface PoEntry {
  context: string | null;
  id: string;
  translation: string;
}

const unquote = (s: string) => JSON.parse(s.trim()) as string;

/** Reads the msgctxt/msgid/msgstr entries of a gettext catalog (the header entry is skipped). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { context: string | null; id: string; translation: string } | null = null;
  let field: 'context' | 'id' | 'translation' | null = null;
  const flush = () => {
    if (current && current.id !== '') entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of readFileSync(path, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (field === 'translation') flush();
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (keyword) {
      const [, name, value] = keyword;
      if (name === 'msgctxt' || (name === 'msgid' && field !== 'context')) flush();
      current ??= { context: null, id: '', translation: '' };
      field = name === 'msgctxt' ? 'context' : name === 'msgid' ? 'id' : 'translation';
      current[field] = unquote(value!);
    } else if (line.startsWith('"') && current && field) {
      current[field] = `${current[field] ?? ''}${unquote(line)}`;
    }
  }
  flush();
  return entries;
}
