import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { GatheredRuns } from './gathered-runs.js';

/** A run that ends when the test says so; `starts` holds the fake clock's time at each start. */
function controlledWork() {
  const starts: number[] = [];
  let finish: () => void = () => undefined;
  const work = () => {
    starts.push(Date.now());
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { starts, work, end: async () => (finish(), await flushPromises()) };
}

/** Lets the `.finally` after a finished run (and the promises before it) run. */
async function flushPromises() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe(GatheredRuns.name, () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const runs = (work: () => Promise<void>) => new GatheredRuns(work, 20, () => Date.now());

  it('runs the first ask at once', () => {
    const w = controlledWork();
    runs(w.work).ask();
    expect(w.starts).toEqual([1_000_000]);
  });

  it('answers asks made during a run with one run, the gap after it ended', async () => {
    const w = controlledWork();
    const r = runs(w.work);
    r.ask();
    r.ask();
    r.ask();
    jest.advanceTimersByTime(5);
    await w.end();
    expect(w.starts).toHaveLength(1);
    jest.advanceTimersByTime(19);
    expect(w.starts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(w.starts).toEqual([1_000_000, 1_000_025]);
  });

  it.each([
    ['right after the last run ended', 0, 20],
    ['5 ms after', 5, 15],
    ['19 ms after', 19, 1],
  ])('waits out the gap when asked %s', async (_when, after, waits) => {
    const w = controlledWork();
    const r = runs(w.work);
    r.ask();
    await w.end();
    jest.advanceTimersByTime(after);
    r.ask();
    jest.advanceTimersByTime(waits - 1);
    expect(w.starts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(w.starts).toEqual([1_000_000, 1_000_020]);
  });

  it('runs at once when asked the gap or more after the last run', async () => {
    const w = controlledWork();
    const r = runs(w.work);
    r.ask();
    await w.end();
    jest.advanceTimersByTime(20);
    r.ask();
    expect(w.starts).toEqual([1_000_000, 1_000_020]);
  });

  it('answers every ask made while a run waits with that one run', async () => {
    const w = controlledWork();
    const r = runs(w.work);
    r.ask();
    await w.end();
    r.ask();
    jest.advanceTimersByTime(10);
    r.ask();
    r.ask();
    jest.advanceTimersByTime(10);
    expect(w.starts).toHaveLength(2);
    await w.end();
    jest.advanceTimersByTime(1_000);
    expect(w.starts).toHaveLength(2);
  });

  it('after stop, runs nothing more, drops the waiting run and waits for the one going', async () => {
    const w = controlledWork();
    const r = runs(w.work);
    r.ask();
    let stopped = false;
    const stopping = r.stop().then(() => {
      stopped = true;
    });
    await flushPromises();
    expect(stopped).toBe(false);
    await w.end();
    await stopping;
    expect(stopped).toBe(true);

    const waiting = controlledWork();
    const other = runs(waiting.work);
    other.ask();
    await waiting.end();
    other.ask();
    await other.stop();
    other.ask();
    jest.advanceTimersByTime(1_000);
    expect(waiting.starts).toHaveLength(1);
  });
});
