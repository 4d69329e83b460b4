import { type RemoteRoute, useAuth } from '@jbp/shared';
import { useEffect, useRef } from 'react';
import { matchRoutes } from 'react-router-dom';
import { forgetPage, loadPage } from './pageModules';
import { accessFor, type Viewer } from './RequireRole';

/** How long the mouse rests on a link before its page's code is fetched (passing over it is not intent). */
export const HOVER_MS = 65;

/** The route the shell's router would draw for `pathname` (its own ranking: a fixed path before a parameter). */
function routeFor(pathname: string, routes: readonly RemoteRoute[]): RemoteRoute | undefined {
  return matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]?.route.route;
}

/**
 * The route whose page following `href` would show this viewer: the page itself, or for a guarded
 * page the login page (a visitor) or nothing (a role the page does not admit: the shell's own
 * "unauthorized" page). Nothing for another site's link or a path no loaded table lists.
 */
export function pageBehindLink(href: string, routes: readonly RemoteRoute[], viewer: Viewer, origin: string): RemoteRoute | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const route = routeFor(url.pathname, routes);
  if (!route?.allowedRoles) return route;
  const access = accessFor(viewer, route.allowedRoles);
  if (access === 'login') return routeFor('/login', routes);
  return access === 'allowed' ? route : undefined;
}

/** The visitor asked the browser to save data (Chrome's Data Saver, Lite mode). */
function savingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Starts downloading a page's code when a link to it is about to be followed: the mouse resting
 * on the link for {@link HOVER_MS}, or a finger or button pressed on it (the click comes 100 ms or
 * more later). On a phone network a page's code takes a round trip of half a second or more; this
 * way the page is often drawn at once instead of after the loading indicator. Only code is fetched
 * (no API reads), once per page (`loadPage`); a failed fetch is forgotten, so following the link
 * asks again. Nothing is fetched while the browser is asked to save data.
 */
export function usePageCodeOnIntent(routes: readonly RemoteRoute[] | undefined): void {
  const { token, role } = useAuth();
  // The listeners stay for the shell's life and read the latest tables and session from here: put
  // up again when the other remotes' tables arrive, they would drop a hover already counting.
  const latest = useRef({ routes, viewer: { token, role } as Viewer });
  useEffect(() => {
    latest.current = { routes, viewer: { token, role } };
  });
  useEffect(() => {
    if (savingData()) return undefined;
    const fetchPageOf = (target: EventTarget | null) => {
      const { routes, viewer } = latest.current;
      const link = target instanceof Element ? target.closest('a[href]') : null;
      if (!routes || !(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self'))
        return;
      const route = pageBehindLink(link.href, routes, viewer, window.location.origin);
      if (route) loadPage(route).then(undefined, () => forgetPage(route));
    };
    let hover: ReturnType<typeof setTimeout> | undefined;
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(hover);
      hover = setTimeout(() => fetchPageOf(event.target), HOVER_MS);
    };
    const onPointerOut = () => clearTimeout(hover);
    const onPointerDown = (event: PointerEvent) => fetchPageOf(event.target);
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(hover);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
}
