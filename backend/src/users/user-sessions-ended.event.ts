/**
 * Event name, emitted through @nestjs/event-emitter once a change that ends a user's sessions has
 * committed: an admin's deactivation, or a password set through a password link.
 */
export const USER_SESSIONS_ENDED = 'user.sessions-ended';

/** Whatever session this user still holds must end now (their open sockets are closed). */
export class UserSessionsEndedEvent {
  constructor(readonly userId: number) {}
}
