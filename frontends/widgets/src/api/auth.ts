// One function per operation of the OpenAPI document, over @jbp/shared's one generated client (a
// shared singleton). Components call these (through TanStack Query), never fetch; each resolves with
// the documented answer or throws an ApiError / NetworkError. One module per part of the site, so
// that a page downloads only the calls of its part (the first page only those of offers and trips).
import { answerOf, api, type LoginRequest, type PasswordResetConfirm, type ProfileUpdate, type ResetPasswordRequest } from '@jbp/shared';

export const authApi = {
  login: (body: LoginRequest) => answerOf(api.POST('/api/auth/login', { body })),
  /** Multipart so agents can attach the ID proof image. */
  register: (form: FormData) =>
    // The document lists the multipart fields; the form is sent as it is.
    answerOf(api.POST('/api/auth/register', { body: form as never, bodySerializer: () => form })),
  profile: (signal?: AbortSignal) => answerOf(api.GET('/api/auth/profile', { signal })),
  updateProfile: (body: ProfileUpdate) => answerOf(api.PUT('/api/auth/profile', { body })),
  /** A new profile photo, sent as a multipart file (never inside JSON); answers the profile. */
  uploadPhoto: (photo: File) => {
    const form = new FormData();
    form.append('photo', photo);
    return answerOf(api.PUT('/api/auth/profile/photo', { body: form as never, bodySerializer: () => form }));
  },
  removePhoto: () => answerOf(api.DELETE('/api/auth/profile/photo')),
  /** Sets a password with the token of a link the office sent; no session needed. */
  resetPassword: (body: ResetPasswordRequest) => answerOf(api.POST('/api/auth/reset-password', { body })),
  /** "Forgot password?": the same answer whether or not the account exists. */
  requestPasswordReset: (emailOrMobile: string) => answerOf(api.POST('/api/auth/password-reset', { body: { emailOrMobile } })),
  /** Sets a new password with the token of the e-mailed link (30 minutes, once). */
  confirmPasswordReset: (body: PasswordResetConfirm) => answerOf(api.POST('/api/auth/password-reset/confirm', { body })),
  confirmEmailChange: (token: string) => answerOf(api.POST('/api/auth/email-change/confirm', { body: { token } })),
  /** The signed-in person's own data, as JSON. */
  exportProfile: (signal?: AbortSignal) => answerOf(api.GET('/api/auth/profile/export', { signal })),
  /** Erases the signed-in customer's personal data; bookings stay for the accounts, anonymised. */
  deleteProfile: (password: string) => answerOf(api.DELETE('/api/auth/profile', { body: { password } })),
};
