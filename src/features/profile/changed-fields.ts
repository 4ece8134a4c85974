/**
 * The fields of a form draft that differ from what is stored (compared trimmed): only these are sent, so a
 * PATCH never rewrites what the person did not touch.
 */
export function changedFields<K extends string>(
  draft: Record<K, string>,
  stored: Record<K, string | null>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(draft) as K[]) {
    const value = draft[key].trim();
    if (value !== (stored[key] ?? '').trim()) out[key] = value;
  }
  return out;
}
