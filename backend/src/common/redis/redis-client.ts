import type { RedisClientType } from 'redis';

/** The app's Redis connection (rate limits, health, the versions' messages), or null without REDIS_URL. */
export const REDIS = Symbol('REDIS');
export type Redis = RedisClientType | null;
