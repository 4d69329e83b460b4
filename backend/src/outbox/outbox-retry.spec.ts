import { describe, expect, it } from '@jest/globals';
import { errorNote, outboxRetryDelayMs } from './outbox-retry.js';

describe(outboxRetryDelayMs.name, () => {
  it.each([
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [9, 512_000],
    [10, 600_000],
    [40, 600_000],
  ])('after %i failures waits %i ms', (attempts, ms) => {
    expect(outboxRetryDelayMs(attempts)).toBe(ms);
  });
});

describe(errorNote.name, () => {
  it('keeps a short message and cuts a long one to 500 characters', () => {
    expect(errorNote(new Error('SMTP 421 try later'))).toBe('SMTP 421 try later');
    expect(errorNote('x'.repeat(600))).toHaveLength(500);
    expect(errorNote('x'.repeat(600)).endsWith('...')).toBe(true);
  });
});
