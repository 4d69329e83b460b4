import { describe, expect, it } from '@jest/globals';
import { pooled } from './mailer.js';

describe(pooled.name, () => {
  it.each([
    ['smtp://127.0.0.1:2525', 'smtp://127.0.0.1:2525?pool=true&maxConnections=1'],
    ['smtps://user:p%40ss@mail.example.in:465', 'smtps://user:p%40ss@mail.example.in:465?pool=true&maxConnections=1'],
    ['smtp://mail.example.in:587/?secure=false', 'smtp://mail.example.in:587/?secure=false&pool=true&maxConnections=1'],
    // The URL's own choice wins.
    ['smtp://mail.example.in:587/?pool=false', 'smtp://mail.example.in:587/?pool=false'],
    ['smtp://mail.example.in:587/?pool=true&maxConnections=3', 'smtp://mail.example.in:587/?pool=true&maxConnections=3'],
  ])('%s → %s', (url, expected) => {
    expect(pooled(url)).toBe(expected);
  });
});
