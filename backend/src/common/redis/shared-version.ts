import type { VersionChannels } from './version-channels.js';

/**
 * A counter that says "something this instance keeps in memory may be out of date": the owner of
 * some data bumps it after each committed change, and a reader keeps what it read with the number
 * it read under, using it only while the number is the same.
 *
 * With REDIS_URL, instances tell each other of their bumps on a Redis channel of the counter's name
 * (VersionChannels): a message from another instance bumps here too. While that is not connected an
 * instance cannot know of the others' changes, so `trusted` turns false (readers go to the database)
 * until it is back; a reconnect also bumps, since messages may have been missed meanwhile. Without
 * REDIS_URL there is one instance, and its own bumps are all.
 */
export abstract class SharedVersion {
  private version = 0;
  private readonly channel: string;

  /** `name` is the counter's channel (`data-version`, …), one per counter. */
  protected constructor(
    private readonly channels: VersionChannels,
    name: string,
  ) {
    this.channel = channels.join(name, () => (this.version += 1));
  }

  get current(): number {
    return this.version;
  }

  /** False while another instance's changes could go unnoticed (Redis configured but not connected). */
  get trusted(): boolean {
    return this.channels.trusted;
  }

  bump(): void {
    this.version += 1;
    this.channels.publish(this.channel);
  }
}

/**
 * One value read from the database and kept in memory under a SharedVersion: `get` answers it again
 * while the version is the same and trusted, the key is the same and it is younger than `maxAgeMs`,
 * and reads it afresh otherwise. The version is taken before the read, so a write that ends while
 * the read runs leaves the value under a number already gone, and the next call reads again.
 */
export class KeptUnder<V> {
  private kept: { version: number; key: string; value: V; at: number } | undefined;

  constructor(
    private readonly version: SharedVersion,
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
  ) {}

  async get(read: () => Promise<V>, key = ''): Promise<V> {
    const version = this.version.current;
    const kept = this.kept;
    if (kept && this.version.trusted && kept.version === version && kept.key === key && performance.now() - kept.at < this.maxAgeMs) {
      return kept.value;
    }
    const value = await read();
    this.kept = { version, key, value, at: performance.now() };
    return value;
  }
}
