import './tier-progress.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheckFilled, IconCircleDashed, IconProgress } from '@tabler/icons-react';
import type { BracketState, BracketStep } from '../tier-brackets.ts';

const STATE_ICONS = { filled: IconCircleCheckFilled, filling: IconProgress, empty: IconCircleDashed } as const;

/**
 * A category's brackets as a row of steps. The state of each is drawn (bar, icon) and said in words for screen
 * readers, so it never rests on colour alone.
 */
export function TierSteps({ steps, progress, label }: { steps: BracketStep[]; progress: number; label: string }) {
  const { i18n } = useLingui();
  const done = i18n.number(progress);
  return (
    <ol className="tier-steps" aria-label={label}>
      {steps.map((step) => {
        const Icon = STATE_ICONS[step.state];
        const { level, points } = step;
        const from = i18n.number(step.from);
        return (
          <li key={level} className="tier-step" data-state={step.state}>
            <span className="tier-step-track">
              <Icon size={16} aria-hidden />
              <span className="tier-step-bar" aria-hidden>
                <span style={{ width: `${Math.round(step.fill * 100)}%` }} />
              </span>
            </span>
            <span className="tier-step-level">
              <Trans>Level {level}</Trans>
            </span>
            <span className="tier-step-from">
              <Trans>from {from}</Trans>
            </span>
            <span className="tier-step-bonus">
              {points > 0 ? <Plural value={points} one="+# point" other="+# points" /> : <Trans>no bonus</Trans>}
            </span>
            <span className="visually-hidden">
              <StateText state={step.state} done={done} from={from} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function StateText({ state, done, from }: { state: BracketState; done: string; from: string }) {
  if (state === 'filled') return <Trans>Reached.</Trans>;
  if (state === 'filling')
    return (
      <Trans>
        In progress: {done} of {from}.
      </Trans>
    );
  return <Trans>Not reached yet.</Trans>;
}
