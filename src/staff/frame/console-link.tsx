import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/** The console's address of a path below /staff. */
export const consoleHref = (path: string) => `/staff${path === '/' ? '' : path}`;

/**
 * A link inside the console. The installer's app registers its own route tree with TanStack Router's types, so the
 * console's code-based router is not typed there; its links go through the router's history instead. Each one stands
 * on its own (a row's order, "Back to the orders"), never inside a sentence: a 44 px target (`.console-link`,
 * decision 0287).
 */
export function ConsoleLink({ to, className, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  const href = consoleHref(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a {...props} className={className ? `console-link ${className}` : 'console-link'} href={href} onClick={onClick} />
  );
}

/** Goes to a console address (from code: after sign-in, after sign-out). */
export function useConsoleNavigate() {
  const router = useRouter();
  return (to: string, options: { replace?: boolean } = {}) =>
    options.replace ? router.history.replace(consoleHref(to)) : router.history.push(consoleHref(to));
}
