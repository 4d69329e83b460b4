// Vitest setup shared by every frontend workspace (jsdom).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { recordUnhandledRequest, server, takeUnhandledRequests } from './msw';

// findBy… and waitFor wait for their condition up to 5 s (Testing Library's default is 1 s): on a
// busy 2-core machine, with the backend's tests beside these, a page's first render can take longer.
// A passing test waits only as long as its condition takes.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has <dialog> but not its modal API: here they only open and close it. What the browser adds
// (the page behind inert, the top layer, Escape as a close request) is tested in the browser tests.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

class NoopIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NoopIntersectionObserver });
}

window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom answers querySelectorAll with a selector list grouped by selector, not in document order as
// browsers do; the Dialog finds its first and last Tab stops that way. Put the results in order.
for (const proto of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
  const original = proto.querySelectorAll as (this: ParentNode, selectors: string) => NodeListOf<Element>;
  Object.defineProperty(proto, 'querySelectorAll', {
    configurable: true,
    writable: true,
    value(this: ParentNode, selectors: string) {
      const found = original.call(this, selectors);
      if (!selectors.includes(',')) return found;
      const ordered = [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      return Object.assign(ordered, { item: (i: number) => ordered[i] ?? null }) as unknown as NodeListOf<Element>;
    },
  });
}

// Every API call in a test must be answered by a handler the test gave (see testing/msw.ts).
beforeAll(() => server.listen({ onUnhandledRequest: recordUnhandledRequest }));

afterEach(() => {
  cleanup();
  // Every test starts in English, the site's default, whatever the last one switched to.
  setLanguage('en');
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) throw new Error(`No request handler for: ${unhandled.join(', ')}`);
});

afterAll(() => server.close());
