import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user.js';
import type { JwtPayload } from '../auth/jwt.strategy.js';
import { issuedBeforePasswordChange } from '../auth/password-cutoff.js';
import { MESSAGES } from '../common/guards/auth.guard.js';
import { UsersService } from '../users/users.service.js';

/** What a socket carries after its handshake, in `socket.data`. */
export interface SocketData {
  user: AuthUser;
  /** When the token expires (epoch ms): the socket is closed then, as a request would be refused. */
  expiresAt: number | undefined;
}

export const SOCKET_AUTH_UNAVAILABLE = 'We could not check your session just now. Please try again.';

/**
 * Checks `handshake.auth.token` the way the HTTP guard checks a bearer token: HS256 only (so
 * `alg: none` and tokens of other keys fail), not expired, the user still exists and is active, and
 * the token is not older than the user's last password change.
 */
@Injectable()
export class SocketAuthenticator {
  private readonly logger = new Logger(SocketAuthenticator.name);

  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  /** The token's user and expiry, or an Error whose message the client gets in `connect_error`. */
  async authenticate(token: unknown): Promise<SocketData> {
    if (typeof token !== 'string' || token.trim() === '') throw new Error(MESSAGES.noToken);
    let payload: JwtPayload & { exp?: number };
    try {
      payload = await this.jwt.verifyAsync<JwtPayload>(token.replace(/^Bearer\s+/i, ''), { algorithms: ['HS256'] });
    } catch {
      throw new Error(MESSAGES.badToken);
    }
    const user = await this.findUser(Number(payload.sub));
    if (!user || !user.active) throw new Error(MESSAGES.inactive);
    if (issuedBeforePasswordChange(payload.iat, user.passwordChangedAt)) throw new Error(MESSAGES.badToken);
    return {
      user: { id: user.id, role: user.role, fullName: user.fullName, email: user.email, mobile: user.mobile, language: user.language },
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined,
    };
  }

  /** socket.io middleware for a namespace: refuses the connection unless the handshake authenticates. */
  middleware() {
    return (socket: Socket, next: (err?: Error) => void) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      this.authenticate(auth?.token).then(
        (session) => {
          Object.assign(socket.data as SocketData, session);
          next();
        },
        (err: Error) => next(err),
      );
    };
  }

  private async findUser(id: number) {
    try {
      return await this.users.findById(id);
    } catch (err) {
      // The database's own message is no business of the client's.
      this.logger.error(`Socket handshake could not load user ${id}: ${(err as Error).message}`);
      throw new Error(SOCKET_AUTH_UNAVAILABLE);
    }
  }
}
