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
