import { useLingui } from '@lingui/react/macro';
import { IconDots } from '@tabler/icons-react';
import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import { isCurrent, MORE_NAV, PRIMARY_NAV } from './nav-items.ts';

/**
 * The phone's bottom navigation bar: four destinations and More, each at least 56 px tall for gloved hands. The
 * current one is marked by a filled pill behind its icon, bold text and aria-current, not by colour alone.
 */
export function BottomNav({ moreOpen, onMore }: { moreOpen: boolean; onMore: () => void }) {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const inMore = MORE_NAV.some((item) => isCurrent(item.to, pathname));
  return (
    <nav className="bottom-nav" aria-label={t`Main`}>
      {PRIMARY_NAV.map(({ to, label, icon: Icon }) => {
        const current = isCurrent(to, pathname);
        return (
          <Link
            key={to}
            to={to as LinkProps['to']}
            className="bottom-nav-item"
            data-current={current || undefined}
            aria-current={current ? 'page' : undefined}
            activeProps={{}}
          >
            <span className="bottom-nav-pill">
              <Icon size={24} stroke={current ? 2.4 : 1.8} aria-hidden />
            </span>
            <span className="bottom-nav-label">{i18n._(label)}</span>
          </Link>
        );
      })}
      <button
        type="button"
        className="bottom-nav-item"
        data-current={inMore || undefined}
        aria-haspopup="dialog"
        aria-expanded={moreOpen}
        onClick={onMore}
      >
        <span className="bottom-nav-pill">
          <IconDots size={24} stroke={inMore ? 2.4 : 1.8} aria-hidden />
        </span>
        <span className="bottom-nav-label">{t`More`}</span>
      </button>
    </nav>
  );
}
