import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from './errors';
import { useApiLoad } from './useApiLoad';

/** A promise the test settles by hand, to look at the states in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks, inside act so React applies what they set. */
const flush = () => act(async () => {});

describe(useApiLoad.name, () => {
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    logged.mockRestore();
  });

  it('is loading until the answer comes, then ready with the data', async () => {
    const answer = deferred<string[]>();
    const load = vi.fn((_signal: AbortSignal) => answer.promise);
    const { result } = renderHook(() => useApiLoad((signal) => load(signal), [], 'offers'));
    expect(result.current.state).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toBeInstanceOf(AbortSignal);

    answer.resolve(['a', 'b']);
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: ['a', 'b'] }));
    expect(logged).not.toHaveBeenCalled();
  });

  it('does not fetch again when it renders again with the same deps', async () => {
    const load = vi.fn(async (_id: string, _signal: AbortSignal) => 'booking');
    const { result, rerender } = renderHook(({ id }) => useApiLoad((signal) => load(id, signal), [id], 'booking'), {
      initialProps: { id: 'b1' },
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    rerender({ id: 'b1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('ready');
  });

  it('fails with the server message and logs the failure', async () => {
    const error = new ApiError(500, ['Database is down']);
    const { result } = renderHook(() => useApiLoad(() => Promise.reject(error), [], 'fares', 'We could not load the fares.'));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current).toMatchObject({ state: 'failed', error, message: 'Database is down' });
    expect(logged).toHaveBeenCalledExactlyOnceWith('Failed to fetch fares', error);
  });

  it('fails with the fallback when the server gave no message, or a worded default without one', async () => {
    const network = new TypeError('Failed to fetch');
    const given = renderHook(() => useApiLoad(() => Promise.reject(network), [], 'fares', 'We could not load the fares.'));
    const plain = renderHook(() => useApiLoad(() => Promise.reject(new ApiError(502, [])), [], 'offers'));
    await waitFor(() => expect(given.result.current).toMatchObject({ state: 'failed', message: 'We could not load the fares.' }));
    await waitFor(() => expect(plain.result.current).toMatchObject({ state: 'failed', message: 'We could not load the offers. Please try again.' }));
  });

  it('leaves a 404 to the caller: failed, with the ApiError and its status', async () => {
    const { result } = renderHook(() => useApiLoad(() => Promise.reject(new ApiError(404, ['Booking not found'])), [], 'booking'));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    const { error } = result.current as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('aborts on unmount and sets nothing from a late answer or failure', async () => {
    const answer = deferred<string>();
    const failure = deferred<string>();
    let signal: AbortSignal | undefined;
    let failSignal: AbortSignal | undefined;
    const resolving = renderHook(() =>
      useApiLoad((s) => {
        signal = s;
        return answer.promise;
      }, [], 'booking'),
    );
    const failing = renderHook(() =>
      useApiLoad((s) => {
        failSignal = s;
        return failure.promise;
      }, [], 'booking'),
    );
    resolving.unmount();
    failing.unmount();
    expect(signal?.aborted).toBe(true);
    expect(failSignal?.aborted).toBe(true);

    answer.resolve('late');
    failure.reject(new ApiError(500, ['late']));
    await flush();
    expect(resolving.result.current.state).toBe('loading');
    expect(failing.result.current.state).toBe('loading');
    expect(logged).not.toHaveBeenCalled();
  });

  it('fetches again when the deps change, loading meanwhile, and ignores the stale answer', async () => {
    const answers = new Map([
      ['b1', deferred<string>()],
      ['b2', deferred<string>()],
    ]);
    const signals = new Map<string, AbortSignal>();
    const { result, rerender } = renderHook(
      ({ id }) =>
        useApiLoad((signal) => {
          signals.set(id, signal);
          return answers.get(id)!.promise;
        }, [id], 'booking'),
      { initialProps: { id: 'b1' } },
    );
    answers.get('b1')!.resolve('first');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'first' }));

    rerender({ id: 'b2' });
    // b1's data is not shown under b2's deps.
    expect(result.current.state).toBe('loading');
    expect(signals.get('b1')?.aborted).toBe(true);
    expect(signals.get('b2')?.aborted).toBe(false);

    // b2 fails, and an answer for b3 that arrives after it moved on is dropped.
    const b3 = deferred<string>();
    answers.set('b3', b3);
    answers.get('b2')!.reject(new ApiError(500, ['down']));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'failed', message: 'down' }));
    rerender({ id: 'b3' });
    expect(result.current.state).toBe('loading');
    answers.set('b4', deferred<string>());
    rerender({ id: 'b4' });
    answers.get('b4')!.resolve('fourth');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'fourth' }));
    b3.resolve('stale');
    await flush();
    expect(result.current).toMatchObject({ state: 'ready', data: 'fourth' });
  });

  it('ignores an aborted answer even when the deps come back to the same values', async () => {
    const first = deferred<string>();
    const never = deferred<string>();
    const second = deferred<string>();
    const answers = [first, never, second];
    const load = vi.fn((_id: string, _signal: AbortSignal) => answers[load.mock.calls.length - 1].promise);
    const { result, rerender } = renderHook(({ id }) => useApiLoad((signal) => load(id, signal), [id], 'booking'), {
      initialProps: { id: 'b1' },
    });
    rerender({ id: 'b2' });
    rerender({ id: 'b1' });
    expect(load).toHaveBeenCalledTimes(3);
    first.resolve('aborted answer');
    await flush();
    expect(result.current.state).toBe('loading');
    second.resolve('current answer');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'current answer' }));
  });

  it('fetches nothing while the loader returns null, and fetches once it has something to ask', async () => {
    const load = vi.fn(async (id: string, _signal: AbortSignal) => `booking ${id}`);
    const { result, rerender } = renderHook(({ id }) => useApiLoad((signal) => (id ? load(id, signal) : null), [id], 'booking'), {
      initialProps: { id: null as string | null },
    });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(result.current.state).toBe('loading');

    rerender({ id: 'b1' });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: 'booking b1' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('setData shows what a later call returned; an update function waits for data', async () => {
    const answer = deferred<{ count: number }>();
    const { result } = renderHook(() => useApiLoad(() => answer.promise, [], 'counter'));
    const { setData } = result.current;

    act(() => result.current.setData((prev) => ({ count: prev.count + 100 })));
    expect(result.current.state).toBe('loading');

    answer.resolve({ count: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'ready', data: { count: 1 } }));
    act(() => result.current.setData((prev) => ({ count: prev.count + 1 })));
    expect(result.current).toMatchObject({ state: 'ready', data: { count: 2 } });
    act(() => result.current.setData({ count: 7 }));
    expect(result.current).toMatchObject({ state: 'ready', data: { count: 7 } });
    // Stable, like a state setter, so it can sit in other hooks' deps.
    expect(result.current.setData).toBe(setData);
  });

  it('setData before the first answer shows the data under the current deps', async () => {
    const { result } = renderHook(({ id }) => useApiLoad((_signal) => (id ? null : Promise.resolve(0)), [id], 'counter'), {
      initialProps: { id: 'b1' },
    });
    await flush();
    act(() => result.current.setData(5));
    expect(result.current).toMatchObject({ state: 'ready', data: 5 });
  });

  it('setData after a failure shows the data, and an update function still waits', async () => {
    const { result } = renderHook(() => useApiLoad<number>(() => Promise.reject(new ApiError(500, [])), [], 'counter'));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    act(() => result.current.setData((prev) => prev + 1));
    expect(result.current.state).toBe('failed');
    act(() => result.current.setData(3));
    expect(result.current).toMatchObject({ state: 'ready', data: 3 });
  });
});
