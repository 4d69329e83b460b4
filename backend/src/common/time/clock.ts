import { Global, Injectable, Module } from '@nestjs/common';

/** The current time, behind an injectable so tests can move it (offers expiring, past dates, links). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One clock for the whole app: a test that moves it moves it for every module at once. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
