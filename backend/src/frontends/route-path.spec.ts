import { describe, expect, it } from '@jest/globals';
import { matchesRoutePath } from './route-path.js';

describe(matchesRoutePath.name, () => {
  it.each([
    ['/', '/', true],
    ['/', '/contactus', false],
    ['/contactus', '/contactus', true],
    ['/contactus', '/contactus/', true],
    ['/contactus', '/ContactUs', true],
    ['/contactus', '/contactus/more', false],
    ['/bookingdetail/:id', '/bookingdetail/42', true],
    ['/bookingdetail/:id', '/bookingdetail', false],
    ['/bookingdetail/:id', '/bookingdetail/42/edit', false],
    ['/offers/:id?', '/offers', true],
    ['/offers/:id?', '/offers/7', true],
    ['/offers/:id?', '/offers/7/8', false],
    ['/docs/*', '/docs/a/b', true],
    ['/docs/*', '/docs', true],
    ['/docs/*', '/doc', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoutePath(pattern, pathname)).toBe(expected);
  });
});
