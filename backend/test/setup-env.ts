// Runs before each test file: fast password hashing and quiet logs. DATABASE_URL passes through,
// so the same suites run on SQLite (unset) and on MariaDB (`npm run test:db`).
process.env.BCRYPT_ROUNDS = '4';
process.env.NODE_ENV = 'test';
