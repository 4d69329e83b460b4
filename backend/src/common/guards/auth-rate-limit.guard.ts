import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config.js';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a minute.';
const WINDOW_MS = 60_000;

/**
 * Login, registration and password links: at most AUTH_RATE_LIMIT requests a minute per IP (0 turns it off).
 * Kept in memory: each instance counts its own callers, which is enough to slow guessing down.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const limit = this.config.authRateLimit;
    if (limit === 0) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const now = Date.now();
    const key = req.ip ?? 'unknown';
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return true;
    }
    window.count += 1;
    if (window.count > limit) {
      const res = context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>();
      res.setHeader('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
