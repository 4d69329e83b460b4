import { Injectable } from '@nestjs/common';

/** The current time, behind an injectable so tests can move it (offers expiring, past dates). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
