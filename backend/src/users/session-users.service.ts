import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';
import { UsersVersion } from './users-version.js';

/** What a signed-in request needs of its token's user: who they are, and whether the token still holds. */
export type SessionUser = Pick<User, 'id' | 'role' | 'fullName' | 'email' | 'mobile' | 'language' | 'active' | 'passwordChangedAt'>;

interface Kept {
  version: number;
  user: SessionUser;
}

/** How many users are kept; the least recently seen go first. */
const MAX_USERS = 10_000;

/**
 * Kept at most this long even when no write was heard: a change made outside the app (by hand in
 * the database) still reaches signed-in requests within a minute.
 */
const MAX_AGE_MS = 60_000;

/**
 * The token's user for every signed-in request, read from the database once and then kept in
 * memory while the users version stays the same: every write to users bumps it (on every instance
 * through Redis), so a deactivated account or a new password stops old tokens at once. While Redis
 * is configured but not connected another instance's change could go unheard, so every request reads.
 */
@Injectable()
export class SessionUsers {
  private readonly kept = new LRUCache<number, Kept>({
    max: MAX_USERS,
    ttl: MAX_AGE_MS,
    // The clock looked up at each call (lru-cache keeps the one there was when it loaded).
    perf: { now: () => performance.now() },
  });

  constructor(
    private readonly users: UsersService,
    private readonly version: UsersVersion,
  ) {}

  async find(id: number): Promise<SessionUser | null> {
    if (!this.version.trusted) return this.read(id);
    const version = this.version.current;
    const kept = this.kept.get(id);
    if (kept?.version === version) return kept.user;
    const user = await this.read(id);
    // A write that ended while this read ran may or may not show in it: keep only what was read
    // under a version still current.
    if (user && this.version.current === version) this.kept.set(id, { version, user });
    return user;
  }

  private async read(id: number): Promise<SessionUser | null> {
    const user = await this.users.findById(id);
    if (!user) return null;
    const { role, fullName, email, mobile, language, active, passwordChangedAt } = user;
    return { id: user.id, role, fullName, email, mobile, language, active, passwordChangedAt };
  }
}
