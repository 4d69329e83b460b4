// Events the accounts emit once a change has committed, for Notifications to send the e-mails.

/** Someone asked "Forgot password?"; `recipient` is null when no e-mail is sent (no such account, or none it could reach). */
export const PASSWORD_RESET_REQUESTED = 'account.password-reset-requested';

export interface ResetLinkRecipient {
  userId: number;
  fullName: string;
  email: string;
  /** The full address of the page that sets the new password. */
  url: string;
  expiresAt: string;
}

export class PasswordResetRequestedEvent {
  constructor(readonly recipient: ResetLinkRecipient | null) {}
}

/** A signed-in person asked to change their e-mail: a link to confirm goes to the new address, a notice to the old one. */
export const EMAIL_CHANGE_REQUESTED = 'account.email-change-requested';

export class EmailChangeRequestedEvent {
  constructor(
    readonly userId: number,
    readonly fullName: string,
    readonly oldEmail: string,
    readonly newEmail: string,
    /** The full address of the page that confirms the new e-mail. */
    readonly url: string,
    readonly expiresAt: string,
  ) {}
}

/** Addresses on the reserved .invalid domain (phone customers, deleted accounts) are never written to. */
export function isDeliverable(email: string): boolean {
  return !/\.invalid$/i.test(email);
}
