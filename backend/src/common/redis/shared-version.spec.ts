import { describe, expect, it, jest } from '@jest/globals';
import type { AppConfig } from '../../config/app-config.js';
import { KeptUnder, SharedVersion } from './shared-version.js';
import { VersionChannels } from './version-channels.js';

class TestVersion extends SharedVersion {
  constructor(channels: VersionChannels) {
    super(channels, 'kept-test');
  }
}

function setUp(maxAgeMs?: number) {
  const channels = new VersionChannels({ redisKeyPrefix: 'jbp' } as AppConfig, null);
  const version = new TestVersion(channels);
  const kept = new KeptUnder<number>(version, maxAgeMs);
  let reads = 0;
  const read = () => Promise.resolve((reads += 1));
  return { channels, version, kept, read, reads: () => reads };
}

describe(KeptUnder.name, () => {
  it('answers the value it read while the version, the key and the trust stay the same', async () => {
    const { kept, read, reads } = setUp();
    expect(await kept.get(read, 'a')).toBe(1);
    expect(await kept.get(read, 'a')).toBe(1);
    expect(reads()).toBe(1);
  });

  it.each([
    ['a write bumps the version', (s: ReturnType<typeof setUp>) => s.version.bump(), 'a'],
    ['another key is asked for', () => undefined, 'b'],
    ['the version is not trusted', (s: ReturnType<typeof setUp>) => jest.spyOn(s.version, 'trusted', 'get').mockReturnValue(false), 'a'],
  ])('reads again when %s', async (_, change, key) => {
    const s = setUp();
    await s.kept.get(s.read, 'a');
    change(s);
    expect(await s.kept.get(s.read, key)).toBe(2);
    expect(s.reads()).toBe(2);
  });

  it('reads again once the value is older than its maximum age', async () => {
    const s = setUp(60_000);
    const now = jest.spyOn(performance, 'now').mockReturnValue(1_000);
    try {
      await s.kept.get(s.read);
      now.mockReturnValue(60_999);
      expect(await s.kept.get(s.read)).toBe(1);
      now.mockReturnValue(61_000);
      expect(await s.kept.get(s.read)).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps what was read while a write ended under the number before it: the next call reads again', async () => {
    const s = setUp();
    const racing = () => {
      s.version.bump();
      return s.read();
    };
    expect(await s.kept.get(racing)).toBe(1);
    expect(await s.kept.get(s.read)).toBe(2);
    expect(await s.kept.get(s.read)).toBe(2);
  });
});
