import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/app-config.js';
import { SharedVersion } from './shared-version.js';
import { VersionChannels } from './version-channels.js';

class TestVersion extends SharedVersion {
  constructor(channels: VersionChannels, name = 'test-version') {
    super(channels, name);
  }
}

const alone = () => new VersionChannels({ redisKeyPrefix: 'jbp' } as AppConfig, null);

describe(VersionChannels.name, () => {
  it('trusts every version without REDIS_URL (one instance: its own bumps are all), and connects nothing', async () => {
    const channels = alone();
    const version = new TestVersion(channels);
    await channels.onModuleInit();
    expect(channels.trusted).toBe(true);
    expect(version.trusted).toBe(true);
    version.bump();
    version.bump();
    expect(version.current).toBe(2);
    await channels.onModuleDestroy();
  });

  it('names each channel after the key prefix and the version', () => {
    expect(alone().join('data-version', () => undefined)).toBe('jbp:data-version');
  });

  it('refuses two versions of one name: a channel tells one version', () => {
    const channels = alone();
    new TestVersion(channels, 'fare-version');
    expect(() => new TestVersion(channels, 'fare-version')).toThrow('Two versions named fare-version.');
  });
});
