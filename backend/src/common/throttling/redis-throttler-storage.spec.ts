import { describe, expect, it } from '@jest/globals';
import type { RedisClientType } from 'redis';
import { RedisThrottlerStorage, windowRecord } from './redis-throttler-storage.js';

describe(windowRecord.name, () => {
  it.each([
    // hits, ms left, limit → hits, seconds left, blocked, seconds blocked
    [1, 60_000, 5, 1, 60, false, 0],
    [5, 30_500, 5, 5, 31, false, 0],
    [6, 30_500, 5, 6, 31, true, 31],
    [6, 1, 5, 6, 1, true, 1],
    [0, -1, 5, 0, 1, false, 0],
    [1, 3_600_000, 0, 1, 3600, true, 3600],
  ])('%i hits with %i ms left, limit %i', (hits, pttl, limit, totalHits, timeToExpire, isBlocked, timeToBlockExpire) => {
    expect(windowRecord(hits, pttl, limit)).toEqual({ totalHits, timeToExpire, isBlocked, timeToBlockExpire });
  });
});

describe(RedisThrottlerStorage.name, () => {
  const redis = (answer: () => Promise<unknown>) => ({ eval: answer }) as unknown as RedisClientType;

  it('counts in the prefixed key and blocks past the limit', async () => {
    const calls: unknown[] = [];
    const storage = new RedisThrottlerStorage(
      redis(async function (this: unknown, ...args: unknown[]) {
        calls.push(args[1]);
        return [4, 12_000];
      } as () => Promise<unknown>),
      'jbp',
    );
    expect(await storage.increment('auth:ip:1.2.3.4', 60_000, 3)).toEqual({
      totalHits: 4,
      timeToExpire: 12,
      isBlocked: true,
      timeToBlockExpire: 12,
    });
    expect(calls).toEqual([{ keys: ['jbp:rate:auth:ip:1.2.3.4'], arguments: ['60000'] }]);
  });

  it('lets the request through, uncounted, while Redis is away', async () => {
    const storage = new RedisThrottlerStorage(
      redis(() => Promise.reject(new Error('The client is closed'))),
      'jbp',
    );
    expect(await storage.increment('auth:ip:1.2.3.4', 60_000, 3)).toMatchObject({ totalHits: 0, isBlocked: false });
  });
});
