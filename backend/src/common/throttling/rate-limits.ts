import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { REDIS, type Redis } from '../redis/redis.module.js';
import { type HitCounters, MemoryHitCounters, RedisHitCounters } from './hit-counters.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a minute.';
export const BOOKING_RATE_LIMIT_MESSAGE = 'You have made too many bookings in the last hour. Please call us to book more.';

type LimitName = 'auth' | 'bookings';
const LIMIT = 'rate-limit';

interface Limit {
  windowMs: number;
  max: (config: AppConfig) => number;
  /** Who is counted: the client address, or the signed-in account. */
  tracker: (req: Request) => string;
  message: string;
}

const LIMITS: Record<LimitName, Limit> = {
  auth: { windowMs: 60_000, max: (c) => c.authRateLimit, tracker: (req) => `ip:${req.ip ?? 'unknown'}`, message: RATE_LIMIT_MESSAGE },
  bookings: {
    windowMs: 3_600_000,
    max: (c) => c.bookingRateLimit,
    tracker: (req) => `user:${(req.user as { id?: number } | undefined)?.id ?? 'none'}`,
    message: BOOKING_RATE_LIMIT_MESSAGE,
  },
};

/**
 * A caller over a route's limit gets 429 with the limit's message and `Retry-After` in seconds
 * (a limit of 0 is off). With REDIS_URL the counts live in Redis and hold across instances; should
 * Redis be away, the request goes through rather than fail. The client address is Express's
 * `req.ip`, which believes forwarded headers only from the proxies named in TRUST_PROXY.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly counters: HitCounters;

  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.counters = redis ? new RedisHitCounters(redis, config.redisKeyPrefix) : new MemoryHitCounters();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<LimitName | undefined>(LIMIT, context.getHandler());
    if (!name) return true;
    const limit = LIMITS[name];
    const max = limit.max(this.config);
    if (max === 0) return true;
    const req = context.switchToHttp().getRequest<Request>();
    let count;
    try {
      count = await this.counters.hit(`${name}:${limit.tracker(req)}`, limit.windowMs);
    } catch (err) {
      this.logger.warn(`Rate limit not counted: ${(err as Error).message}`);
      return true;
    }
    if (count.hits <= max) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(count.resetInSeconds));
    throw new HttpException(limit.message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Login, registration and password links: AUTH_RATE_LIMIT a minute per client address, all of them together. */
export const AuthRateLimit = () => applyDecorators(SetMetadata(LIMIT, 'auth'), UseGuards(RateLimitGuard));

/** Creating bookings: BOOKING_RATE_LIMIT an hour per signed-in account. */
export const BookingRateLimit = () => applyDecorators(SetMetadata(LIMIT, 'bookings'), UseGuards(RateLimitGuard));
