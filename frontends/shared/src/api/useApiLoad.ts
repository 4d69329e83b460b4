import { useCallback, useEffect, useMemo, useRef, useState, type DependencyList, type SetStateAction } from 'react';
import { errorMessage } from './errors';

/** Data fetched for a page: still loading, failed (the error and a message to show) or ready. */
export type ApiLoad<T> = { state: 'loading' } | { state: 'failed'; error: unknown; message: string } | { state: 'ready'; data: T };

export type ApiLoadResult<T> = ApiLoad<T> & {
  /** Shows what a later call returned; a function is given the data and is skipped until there is some. */
  setData: (next: SetStateAction<T>) => void;
};

const LOADING: ApiLoad<never> = { state: 'loading' };

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * Calls `load` on mount and again whenever `deps` change, like useEffect: the previous call is
 * aborted and its answer ignored, and nothing is set after unmount. `load` returns null while there
 * is nothing to fetch (no id yet); the state then stays loading. A failure is logged as
 * `Failed to fetch ${what}` and its `message` is the server's, else `fallback`. Telling a 404 from
 * other failures is left to the caller (`error`).
 *
 * `deps` are checked against what `load` uses by react-hooks/exhaustive-deps (eslint.config.mjs),
 * so `load` must be written inline.
 */
export function useApiLoad<T>(
  load: (signal: AbortSignal) => Promise<T> | null,
  deps: DependencyList,
  what: string,
  fallback = `We could not load the ${what}. Please try again.`,
): ApiLoadResult<T> {
  // The answer keeps the deps it was fetched for: under any other deps the state is loading, so
  // a change of deps needs no reset in the effect (react-hooks/set-state-in-effect).
  const [answer, setAnswer] = useState<{ deps: DependencyList; load: ApiLoad<T> } | null>(null);
  // For setData before the first answer.
  const latestDeps = useRef(deps);

  useEffect(() => {
    latestDeps.current = deps;
    const controller = new AbortController();
    const request = load(controller.signal);
    if (!request) return;
    request.then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ deps, load: { state: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to fetch ${what}`, error);
        setAnswer({ deps, load: { state: 'failed', error, message: errorMessage(error, fallback) } });
      },
    );
    return () => controller.abort();
    // The caller's deps, checked where useApiLoad is called; `what` and `fallback` only word a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const setData = useCallback((next: SetStateAction<T>) => {
    setAnswer((prev) => {
      if (typeof next !== 'function') return { deps: prev?.deps ?? latestDeps.current, load: { state: 'ready', data: next } };
      if (prev?.load.state !== 'ready') return prev;
      return { deps: prev.deps, load: { state: 'ready', data: (next as (data: T) => T)(prev.load.data) } };
    });
  }, []);

  const current = answer && sameDeps(answer.deps, deps) ? answer.load : LOADING;
  return useMemo(() => ({ ...current, setData }), [current, setData]);
}
