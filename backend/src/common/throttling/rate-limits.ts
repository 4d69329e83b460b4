import { applyDecorators, type ExecutionContext, HttpException, HttpStatus, Injectable, UseGuards } from '@nestjs/common';
import {
  SkipThrottle,
  ThrottlerException,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerRequest,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import type { Redis } from '../redis/redis-client.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a minute.';
export const BOOKING_RATE_LIMIT_MESSAGE = 'You have made too many bookings in the last hour. Please call us to book more.';

type LimitName = 'auth' | 'bookings';

const MESSAGES: Record<LimitName, string> = { auth: RATE_LIMIT_MESSAGE, bookings: BOOKING_RATE_LIMIT_MESSAGE };

/** A limit of 0 is off. */
function limit(name: LimitName, windowMs: number, max: number, tracker: (req: Request) => string): ThrottlerOptions {
  return { name, ttl: windowMs, limit: max, skipIf: () => max === 0, getTracker: (req) => tracker(req as Request) };
}

/**
 * The named limits for @nestjs/throttler: login, registration and password links count the client
 * address (Express's `req.ip`, which believes forwarded headers only from the proxies in TRUST_PROXY),
 * all those routes together; bookings count the signed-in account. With REDIS_URL the counts live in
 * Redis and hold across instances; otherwise the package's own in-memory storage counts per process.
 */
export function throttlerOptions(config: AppConfig, redis: Redis): ThrottlerModuleOptions {
  return {
    throttlers: [
      limit('auth', 60_000, config.authRateLimit, (req) => `ip:${req.ip ?? 'unknown'}`),
      limit('bookings', 3_600_000, config.bookingRateLimit, (req) => `user:${(req.user as { id?: number } | undefined)?.id ?? 'none'}`),
    ],
    // One count per limit and caller across its routes (the package's default counts each route apart).
    generateKey: (_context, tracker, name) => `${name}:${tracker}`,
    // Only `Retry-After` (in seconds) is sent; the package would name it `Retry-After-auth`.
    setHeaders: false,
    storage: redis ? new RedisThrottlerStorage(redis, config.redisKeyPrefix) : undefined,
  };
}

/** ThrottlerGuard answering 429 with the limit's own sentence and `Retry-After`. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(requestProps: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(requestProps);
    } catch (err) {
      if (!(err instanceof ThrottlerException)) throw err;
      throw new HttpException(MESSAGES[requestProps.throttler.name as LimitName], HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

/** Login, registration and password links: AUTH_RATE_LIMIT a minute per client address, all of them together. */
export const AuthRateLimit = () => applyDecorators(SkipThrottle({ bookings: true }), UseGuards(RateLimitGuard));

/** Creating bookings: BOOKING_RATE_LIMIT an hour per signed-in account. */
export const BookingRateLimit = () => applyDecorators(SkipThrottle({ auth: true }), UseGuards(RateLimitGuard));
