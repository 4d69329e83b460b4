import { describe, expect, it } from '@jest/globals';
import { connectBackoffMs, isDatabaseUnavailable } from './database-availability.js';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a lost connection', withCode('PROTOCOL_CONNECTION_LOST')],
    ['a server shutting down', withCode('ER_SERVER_SHUTDOWN')],
    ['too many connections', withCode('ER_CON_COUNT_ERROR')],
    ['a timeout', withCode('ETIMEDOUT')],
    ['a wrapped driver error', Object.assign(new Error('Query failed'), { driverError: withCode('ECONNRESET') })],
    ['a cause', new Error('outer', { cause: withCode('EPIPE') })],
    ['a closed pool', new Error('Pool is closed.')],
    ['a closed connection', new Error("Can't add new command when connection is in closed state")],
    ['a data source not yet connected', new Error('DataSource is not initialized')],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', withCode('ER_DUP_ENTRY')],
    ['a syntax error', withCode('ER_PARSE_ERROR')],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe(connectBackoffMs.name, () => {
  it.each([
    [1, 500],
    [2, 1000],
    [3, 2000],
    [5, 8000],
    [6, 10_000],
    [50, 10_000],
  ])('waits before attempt %i: %i ms', (attempt, ms) => {
    expect(connectBackoffMs(attempt)).toBe(ms);
  });
});
