/**
 * Runs `work` when asked: never two runs at once, and never sooner than `gapMs` after the last run
 * ended. Asks that come while a run is waiting or going are answered by one run after it. After a
 * quiet spell the first ask runs at once; under a stream of asks each run takes everything asked
 * for since the last (the outbox: one claim for the messages of a burst of bookings, not one each).
 * `work` must not reject (the outbox's drain logs its own errors).
 */
export class GatheredRuns {
  private running: Promise<void> | undefined;
  private waiting: NodeJS.Timeout | undefined;
  private again = false;
  private stopped = false;
  private lastEnded: number | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly gapMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  ask(): void {
    if (this.stopped) return;
    if (this.running || this.waiting) {
      this.again = true;
      return;
    }
    const wait = this.lastEnded === undefined ? 0 : this.lastEnded + this.gapMs - this.now();
    if (wait <= 0) return this.start();
    this.waiting = setTimeout(() => this.start(), wait);
    // A stopping process does not wait for it: what was asked for stays in the outbox's table.
    this.waiting.unref();
  }

  /** No more runs; resolves when the one going (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.waiting);
    this.waiting = undefined;
    await this.running;
  }

  private start(): void {
    this.waiting = undefined;
    // This run takes whatever was asked for while it waited.
    this.again = false;
    this.running = this.work().finally(() => {
      this.running = undefined;
      this.lastEnded = this.now();
      if (this.again) {
        this.again = false;
        this.ask();
      }
    });
  }
}
