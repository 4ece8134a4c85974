import { Plural, Trans } from '@lingui/react/macro';
import { IconClipboardPlus, IconScan } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

/**
 * What to do next, under the thumb: scanning products into a project in progress earns the points; with no project
 * in progress, registering one is the first step.
 */
export function NextAction({ projects, points }: { projects: number; points: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="next-action">
      <div className="next-action-text">
        <h2 id={headingId} className="next-action-title">
          <Trans>Projects in progress</Trans>
        </h2>
        <p className="next-action-figures">
          <span className="next-action-count">{projects}</span>{' '}
          {projects > 0 ? (
            <Plural
              value={points}
              one="# point when their surveys are sent."
              other="# points when their surveys are sent."
            />
          ) : (
            <Trans>Register a project on the job site, then scan its products.</Trans>
          )}
        </p>
      </div>
      <div className="next-action-buttons">
        {projects > 0 ? (
          <Link to="/projects" className="next-action-primary">
            <IconScan size={26} aria-hidden />
            <Trans>Scan into a project</Trans>
          </Link>
        ) : null}
        <Link to="/projects/add" className={projects > 0 ? 'next-action-secondary' : 'next-action-primary'}>
          <IconClipboardPlus size={24} aria-hidden />
          <Trans>Register a project</Trans>
        </Link>
      </div>
    </section>
  );
}
