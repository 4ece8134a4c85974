import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The region settings calls' refusals (contract/staff-settings.ts, server/routes/staff/staff-settings-routes.ts). */
const SETTINGS_TEXTS: Record<string, MessageDescriptor> = {
  'The text must be text.': msg`The text must be text.`,
  'Write the English text: the other languages fall back to it.': msg`Write the English text: the other languages fall back to it.`,
  'This language is not one of the club’s.': msg`This language is not one of the club’s.`,
  'Enter a number.': msg`Enter a number.`,
  'Enter a whole number.': msg`Enter a whole number.`,
  'Enter 0 or more.': msg`Enter 0 or more.`,
  'The employee limit must be at least 1, or no limit.': msg`The employee limit must be at least 1, or no limit.`,
  'Pick one of the icons.': msg`Pick one of the icons.`,
  'Choose shown or hidden.': msg`Choose shown or hidden.`,
  'Choose asked or not asked.': msg`Choose asked or not asked.`,
  'The month is 1 to 12.': msg`The month is 1 to 12.`,
  'The day is 1 to 28, so every year has it.': msg`The day is 1 to 28, so every year has it.`,
  'The brackets must be a list.': msg`The brackets must be a list.`,
  'A tier needs at least one bracket.': msg`A tier needs at least one bracket.`,
  'A tier may have at most 20 brackets.': msg`A tier may have at most 20 brackets.`,
  'Unknown tier.': msg`Unknown tier.`,
  'Unknown company type.': msg`Unknown company type.`,
  'One of the product types is not the club’s.': msg`One of the product types is not the club’s.`,
  'Write the English text: the registration asks installers to accept it.': msg`Write the English text: the registration asks installers to accept it.`,
  'The first bracket starts at 0 products.': msg`The first bracket starts at 0 products.`,
  'Send every behaviour of the region.': msg`Send every behaviour of the region.`,
  'A behaviour is in the list twice.': msg`A behaviour is in the list twice.`,
  'One of the behaviours is not the region’s.': msg`One of the behaviours is not the region’s.`,
};

const AT_MOST = /^Enter at most (\d+)\.$/;
const TEXT_MAX = /^A text may be at most (\d+) characters\.$/;
const ENDS_BEFORE = /^Bracket (\d+) ends before it starts\.$/;
const NEEDS_END = /^Bracket (\d+) needs an end: only the last bracket may be open-ended\.$/;
const OVERLAP = /^Bracket (\d+) overlaps bracket (\d+): it starts at (\d+), but bracket \d+ runs to (\d+)\.$/;
const TYPE_IN_USE =
  /^Companies with this company type: (\d+)\. It cannot be deleted while companies have it; change their company type first\.$/;
const GAP = /^Bracket (\d+) leaves a gap after bracket (\d+): it must start at (\d+)\.$/;

/** One of the settings calls' texts, translated (those with numbers too); undefined when it is not one of them. */
export function settingsText(text: string): MessageDescriptor | undefined {
  let m = AT_MOST.exec(text);
  if (m) {
    const max = Number(m[1]);
    return msg({ message: `Enter at most ${max}.`, comment: 'A number field of the region settings' });
  }
  m = TEXT_MAX.exec(text);
  if (m) {
    const max = Number(m[1]);
    return msg`A text may be at most ${max} characters.`;
  }
  m = ENDS_BEFORE.exec(text);
  if (m) {
    const level = Number(m[1]);
    return msg({ message: `Bracket ${level} ends before it starts.`, comment: 'A tier bracket: its range' });
  }
  m = NEEDS_END.exec(text);
  if (m) {
    const level = Number(m[1]);
    return msg`Bracket ${level} needs an end: only the last bracket may be open-ended.`;
  }
  m = OVERLAP.exec(text);
  if (m) {
    const [level, before, from, to] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    return msg({
      message: `Bracket ${level} overlaps bracket ${before}: it starts at ${from}, but bracket ${before} runs to ${to}.`,
      comment: 'Tier brackets: numbers of products scanned',
    });
  }
  m = GAP.exec(text);
  if (m) {
    const [level, before, start] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return msg({
      message: `Bracket ${level} leaves a gap after bracket ${before}: it must start at ${start}.`,
      comment: 'Tier brackets: numbers of products scanned',
    });
  }
  m = TYPE_IN_USE.exec(text);
  if (m) {
    const count = Number(m[1]);
    return msg`Companies with this company type: ${count}. It cannot be deleted while companies have it; change their company type first.`;
  }
  return SETTINGS_TEXTS[text];
}
