import { HttpException, type ExecutionContext } from '@nestjs/common';
import { describe, expect, it, jest } from '@jest/globals';
import { AppConfig } from '../../config/app-config.js';
import { AuthRateLimitGuard, RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';

const ctx = (ip: string) =>
  ({
    switchToHttp: () => ({ getRequest: () => ({ ip }), getResponse: () => ({ setHeader: () => undefined }) }),
  }) as unknown as ExecutionContext;

const guardWithLimit = (limit: string) => new AuthRateLimitGuard(new AppConfig({ AUTH_RATE_LIMIT: limit, JWT_SECRET: 'x' }));

describe(AuthRateLimitGuard.name, () => {
  it('allows the limit, then answers 429 with the message', () => {
    const guard = guardWithLimit('2');
    expect(guard.canActivate(ctx('1.1.1.1'))).toBe(true);
    expect(guard.canActivate(ctx('1.1.1.1'))).toBe(true);
    let error: unknown;
    try {
      guard.canActivate(ctx('1.1.1.1'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpException);
    expect((error as HttpException).getStatus()).toBe(429);
    expect((error as HttpException).message).toBe(RATE_LIMIT_MESSAGE);
  });

  it('counts each IP on its own', () => {
    const guard = guardWithLimit('1');
    expect(guard.canActivate(ctx('1.1.1.1'))).toBe(true);
    expect(guard.canActivate(ctx('2.2.2.2'))).toBe(true);
  });

  it('opens again after a minute', () => {
    jest.useFakeTimers();
    try {
      const guard = guardWithLimit('1');
      guard.canActivate(ctx('3.3.3.3'));
      expect(() => guard.canActivate(ctx('3.3.3.3'))).toThrow(RATE_LIMIT_MESSAGE);
      jest.advanceTimersByTime(60_001);
      expect(guard.canActivate(ctx('3.3.3.3'))).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never limits when AUTH_RATE_LIMIT is 0', () => {
    const guard = guardWithLimit('0');
    for (let i = 0; i < 100; i += 1) expect(guard.canActivate(ctx('4.4.4.4'))).toBe(true);
  });
});
