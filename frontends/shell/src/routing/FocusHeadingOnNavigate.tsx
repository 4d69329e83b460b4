import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Focuses the page's main heading, once it is there, unless the person already moved focus into the page. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  const active = document.activeElement;
  if (active && active !== document.body && active !== main && main.contains(active)) return true;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation to another path, focus moves to the new page's `h1` inside `<main id="main">`,
 * so keyboard and screen reader users start reading the new page instead of staying on a link that
 * is gone (focus would fall to <body>). Pages load lazily and may show a loading state first, so the
 * heading is awaited. The first page of a visit keeps the browser's own focus.
 */
export function FocusHeadingOnNavigate({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return undefined;
    }
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, mainId]);
  return null;
}
