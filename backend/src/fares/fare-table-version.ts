import { Injectable } from '@nestjs/common';
import { SharedVersion } from '../common/redis/shared-version.js';
import { VersionChannels } from '../common/redis/version-channels.js';

/**
 * Bumped after an admin's new fare table commits (FareVersions.replace), and on every instance
 * through Redis: until then each instance prices with the newest version it already knows,
 * without asking the database which version is the newest for every quote and booking.
 */
@Injectable()
export class FareTableVersion extends SharedVersion {
  constructor(channels: VersionChannels) {
    super(channels, 'fare-version');
  }
}
