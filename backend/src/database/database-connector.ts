import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { connectBackoffMs } from './database-availability.js';

/**
 * Connects the data source (and runs pending migrations). The first attempt happens during start-up;
 * should it fail, the server starts anyway, answers 503 (health included) and keeps trying with
 * backoff: DB_RETRY_ATTEMPTS in all (0 = for ever; 1 = a failed first attempt stops the start).
 */
@Injectable()
export class DatabaseConnector implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private connected!: Promise<void>;
  private markConnected!: () => void;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    this.connected = new Promise((resolve) => (this.markConnected = resolve));
  }

  get ready(): boolean {
    return this.db.isInitialized;
  }

  /** Resolves once the database is connected (at once when it is). */
  whenReady(): Promise<void> {
    return this.connected;
  }

  async onModuleInit() {
    try {
      await this.db.initialize();
      this.markConnected();
    } catch (err) {
      if (this.config.dbRetryAttempts === 1) throw err;
      this.logger.error(`The database is not answering (${(err as Error).message}); retrying in the background.`);
      this.schedule(2);
    }
  }

  private schedule(attempt: number) {
    const max = this.config.dbRetryAttempts;
    if (this.stopped) return;
    if (max > 0 && attempt > max) {
      this.logger.error(`Gave up connecting to the database after ${max} attempts.`);
      return;
    }
    this.timer = setTimeout(() => void this.attempt(attempt), connectBackoffMs(attempt - 1));
  }

  private async attempt(attempt: number) {
    try {
      await this.db.initialize();
      this.logger.log(`Connected to the database (attempt ${attempt}).`);
      this.markConnected();
    } catch (err) {
      this.logger.warn(`Database attempt ${attempt} failed: ${(err as Error).message}`);
      this.schedule(attempt + 1);
    }
  }

  /** The pool itself is closed by TypeOrmModule at shutdown; only the retrying stops here. */
  onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
