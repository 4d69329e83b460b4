import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { RedisClientType } from 'redis';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

// One round trip, atomic across instances: count the hit, start the window on the first one.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

/** The outcome of a fixed window holding `hits` that ends in `pttlMs`: blocked past `limit` until it ends. */
export function windowRecord(hits: number, pttlMs: number, limit: number): ThrottlerStorageRecord {
  const seconds = Math.max(1, Math.ceil(pttlMs / 1000));
  const isBlocked = hits > limit;
  return { totalHits: hits, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
}

/**
 * @nestjs/throttler's counters in Redis (fixed windows, one Lua script), so every instance of the
 * site counts the same callers. Should Redis be away the hit is not counted: the request goes through
 * rather than fail.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);

  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    try {
      const [hits, pttl] = (await this.redis.eval(HIT, { keys: [`${this.prefix}:rate:${key}`], arguments: [String(ttl)] })) as [
        number,
        number,
      ];
      return windowRecord(hits, pttl, limit);
    } catch (err) {
      this.logger.warn(`Rate limit not counted: ${(err as Error).message}`);
      return windowRecord(0, ttl, limit);
    }
  }
}
