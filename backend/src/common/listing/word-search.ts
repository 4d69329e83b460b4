// Word search over the full-text indexes of migration 1765200002000-BookingWordSearch: SQLite's
// FTS5 tables (`bookings_words`, `users_words`) or MariaDB's FULLTEXT indexes on the same columns.
// A word finds the names, places and e-mails with a word that starts with it. Framework-free.

export type WordDatabase = 'sqlite' | 'mysql';

/** Digits written as people write a phone number (spaces, +, -): searched inside the phone numbers, not as words. */
export function isPartOfNumber(text: string): boolean {
  return /^[\d\s+-]+$/.test(text) && /\d/.test(text);
}

/**
 * The words of a text search, for the full-text indexes: letters (with their vowel signs) and
 * digits. Null when the text has none, or a word shorter than 3 characters (MariaDB's full-text
 * index leaves those out): such a search reads the names themselves instead.
 */
export function searchWords(text: string): string[] | null {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0 || words.length > 8 || words.some((w) => [...w].length < 3)) return null;
  return words;
}

/** Every word, as the start of a word: SQLite FTS5's MATCH ('"devi"* "sahu"*') or MariaDB's boolean mode ('+devi* +sahu*'). */
export function wordQuery(words: readonly string[], database: WordDatabase): string {
  return words.map((w) => (database === 'sqlite' ? `"${w}"*` : `+${w}*`)).join(' ');
}

/**
 * The condition "the account behind `idColumn` has every word in its name or e-mail", through the
 * users' full-text index; `param` names the parameter that holds `wordQuery(words, database)`.
 */
export function accountWordsMatch(database: WordDatabase, idColumn: string, param: string): string {
  return database === 'sqlite'
    ? `${idColumn} IN (SELECT uw.rowid FROM users_words uw WHERE users_words MATCH :${param})`
    : `${idColumn} IN (SELECT uw.id FROM users uw WHERE MATCH (uw.fullName, uw.email) AGAINST (:${param} IN BOOLEAN MODE))`;
}
