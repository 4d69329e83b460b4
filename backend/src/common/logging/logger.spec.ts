import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('redacts passwords and password-link tokens, also inside request and response bodies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    const token = '42.1900000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    logger.info({ req: { body: { token, password: 'new-secret-1', confirmPassword: 'new-secret-2' } } }, 'request');
    logger.info({ res: { body: { path: `/resetpassword?token=${token}`, expiresAt: '2030-01-01T00:00:00.000Z' } } }, 'response');
    logger.info({ body: { token, password: 'new-secret-3' } }, 'body');

    const log = lines.join('');
    expect(lines).toHaveLength(3);
    expect(log).toContain('2030-01-01T00:00:00.000Z'); // the rest of a body is kept
    for (const secret of [token, 'new-secret-1', 'new-secret-2', 'new-secret-3']) expect(log).not.toContain(secret);
  });
});
