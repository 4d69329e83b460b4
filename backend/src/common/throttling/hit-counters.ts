import type { RedisClientType } from 'redis';

export interface HitCount {
  hits: number;
  /** Seconds until the window ends and the count starts again. */
  resetInSeconds: number;
}

/** Fixed-window counters: one hit on `key`, whose window lasts `windowMs` from its first hit. */
export interface HitCounters {
  hit(key: string, windowMs: number): Promise<HitCount>;
}

/** Each process counts its own callers (one instance, or no REDIS_URL). */
export class MemoryHitCounters implements HitCounters {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, resetInSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// One round trip, atomic across instances: count the hit, start the window on the first one.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }
`;

/** Counters in Redis, so every instance of the site counts the same callers. */
export class RedisHitCounters implements HitCounters {
  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const [hits, pttl] = (await this.redis.eval(HIT, { keys: [`${this.prefix}:rate:${key}`], arguments: [String(windowMs)] })) as [
      number,
      number,
    ];
    return { hits, resetInSeconds: Math.max(1, Math.ceil(pttl / 1000)) };
  }
}
