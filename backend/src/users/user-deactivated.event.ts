/** Event name, emitted through @nestjs/event-emitter once an admin's deactivation has committed. */
export const USER_DEACTIVATED = 'user.deactivated';

/** A user an admin has just deactivated: whatever session they still hold must end now. */
export class UserDeactivatedEvent {
  constructor(readonly userId: number) {}
}
