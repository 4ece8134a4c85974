import { useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import { backCrumb, type Crumb, crumbsFor } from './crumbs.ts';

function useLabel() {
  const { i18n } = useLingui();
  return (crumb: Crumb) => (typeof crumb.label === 'string' ? crumb.label : i18n._(crumb.label));
}

/** Wide screens: where this screen sits, derived from the path; the last crumb is the current page. */
export function Breadcrumbs() {
  const { t } = useLingui();
  const label = useLabel();
  const crumbs = useLocation({ select: (l) => crumbsFor(l.pathname) });
  if (crumbs.length < 2) return <span />;
  return (
    <nav aria-label={t`Breadcrumbs`} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to}>
              {last ? (
                <span aria-current="page">{label(crumb)}</span>
              ) : (
                <>
                  <Link to={crumb.to as LinkProps['to']}>{label(crumb)}</Link>
                  <IconChevronRight size={16} aria-hidden />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Phones: a back arrow above a detail screen, to the list it belongs to. */
export function BackLink() {
  const { t } = useLingui();
  const label = useLabel();
  const back = useLocation({ select: (l) => backCrumb(l.pathname) });
  if (!back) return null;
  const name = label(back);
  return (
    <Link to={back.to as LinkProps['to']} className="back-link" aria-label={t`Back to ${name}`}>
      <IconArrowLeft size={22} aria-hidden />
      <span>{name}</span>
    </Link>
  );
}
