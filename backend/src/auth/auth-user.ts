import type { Language } from '../common/i18n/translate.js';
import type { Role } from '../users/role.js';

/** What the guard knows of the caller after checking the token against the database. */
export interface AuthUser {
  id: number;
  role: Role;
  fullName: string;
  email: string;
  mobile: string | null;
  /** Their e-mails' and PDFs' language. */
  language: Language;
}
