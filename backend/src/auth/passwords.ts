import bcrypt from 'bcryptjs';

/** bcrypt cost; tests lower it through BCRYPT_ROUNDS to stay fast, production keeps the default. */
const rounds = Number(process.env.BCRYPT_ROUNDS) || 11;

export const hashPassword = (password: string) => bcrypt.hash(password, rounds);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when no account matches, so a wrong e-mail takes as long as a wrong password.
export const UNKNOWN_USER_HASH = bcrypt.hashSync('no account has this password', rounds);
