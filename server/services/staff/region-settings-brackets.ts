/** A tier's brackets as staff send them, lowest first. */
export interface BracketDraft {
  points: number;
  from: number;
  to: number | null;
}

/**
 * Why a tier's brackets cannot stand, per field (`brackets.<index>.from`…), naming the brackets by their level
 * (1 = the first): progress is a count of products from 0, and each count must fall in exactly one bracket, so the
 * first starts at 0, each next starts right after the one before ends (an overlap would put a count in two, a gap in
 * none), and only the last may be open-ended. Empty when they stand.
 */
export function bracketProblems(brackets: readonly BracketDraft[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] ??= [];
    problems[field].push(message);
  };
  brackets.forEach((b, i) => {
    const level = i + 1;
    if (b.to !== null && b.to < b.from) add(`brackets.${i}.to`, `Bracket ${level} ends before it starts.`);
    if (i === 0) {
      if (b.from !== 0) add(`brackets.${i}.from`, 'The first bracket starts at 0 products.');
      return;
    }
    const before = brackets[i - 1]!;
    if (before.to === null) {
      add(`brackets.${i - 1}.to`, `Bracket ${i} needs an end: only the last bracket may be open-ended.`);
      return;
    }
    if (b.from <= before.to) {
      add(
        `brackets.${i}.from`,
        `Bracket ${level} overlaps bracket ${i}: it starts at ${b.from}, but bracket ${i} runs to ${before.to}.`,
      );
    } else if (b.from > before.to + 1) {
      add(`brackets.${i}.from`, `Bracket ${level} leaves a gap after bracket ${i}: it must start at ${before.to + 1}.`);
    }
  });
  return problems;
}
