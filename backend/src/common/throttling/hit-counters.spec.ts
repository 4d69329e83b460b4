import { describe, expect, it } from '@jest/globals';
import { MemoryHitCounters } from './hit-counters.js';

describe(MemoryHitCounters.name, () => {
  it('counts hits in a window, then starts again', async () => {
    let now = 1_000_000;
    const counters = new MemoryHitCounters(() => now);
    expect(await counters.hit('a', 60_000)).toEqual({ hits: 1, resetInSeconds: 60 });
    now += 59_001;
    expect(await counters.hit('a', 60_000)).toEqual({ hits: 2, resetInSeconds: 1 });
    now += 999;
    expect(await counters.hit('a', 60_000)).toEqual({ hits: 1, resetInSeconds: 60 });
  });

  it('counts each key on its own', async () => {
    const counters = new MemoryHitCounters(() => 0);
    await counters.hit('a', 1000);
    await counters.hit('a', 1000);
    expect((await counters.hit('b', 1000)).hits).toBe(1);
    expect((await counters.hit('a', 1000)).hits).toBe(3);
  });
});
