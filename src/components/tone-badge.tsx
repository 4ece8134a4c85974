export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A badge in the theme's tones (app.css), which pass 4.5:1 in every scheme; it never truncates. */
export function ToneBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="tone-badge" data-tone={tone}>
      {children}
    </span>
  );
}
