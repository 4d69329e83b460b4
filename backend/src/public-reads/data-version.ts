import { Injectable } from '@nestjs/common';
import { SharedVersion } from '../common/redis/shared-version.js';
import { VersionChannels } from '../common/redis/version-channels.js';

/**
 * The version of the data behind the public reads (and the admin dashboard's monthly series,
 * BookingStats). Every committed write to offers, users or bookings bumps it (see
 * DataChangeSubscriber); cached answers carry the version they were made from and are served only
 * while it is current (and `trusted`: see SharedVersion for Redis).
 */
@Injectable()
export class DataVersion extends SharedVersion {
  constructor(channels: VersionChannels) {
    super(channels, 'data-version');
  }
}
