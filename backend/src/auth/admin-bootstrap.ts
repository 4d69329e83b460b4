import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { DatabaseConnector } from '../database/database-connector.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { User } from '../users/user.entity.js';
import { INDIAN_MOBILE } from '../common/validation.js';
import { AuthService } from './auth.service.js';

/** ADMIN_EMAIL / ADMIN_PASSWORD: the first admin, created at start-up if no account has that e-mail. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrap.name);

  constructor(
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly transactions: TransactionRunner,
    private readonly database: DatabaseConnector,
  ) {}

  async onApplicationBootstrap() {
    const admin = this.config.admin;
    if (!admin) return;
    const problems = validateAdminInput(admin);
    if (problems.length > 0) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${problems.join('; ')}`);
    const create = async () => {
      const created = await ensureAdmin(this.transactions, this.auth, admin);
      if (created) this.logger.log(`Created the admin account ${admin.email}`);
    };
    // Started during a database outage: the admin is made once the database answers.
    if (this.database.ready) return create();
    void this.database
      .whenReady()
      .then(create)
      .catch((err: Error) => this.logger.error(`Could not create the admin account: ${err.message}`));
  }
}

export async function ensureAdmin(
  transactions: TransactionRunner,
  auth: AuthService,
  admin: { email: string; password: string; mobile?: string; name?: string },
): Promise<boolean> {
  return transactions.run(async (manager) => {
    if (await manager.existsBy(User, { email: admin.email.toLowerCase() })) return false;
    await auth.createAccount(manager, {
      role: 'admin',
      fullName: admin.name || 'Administrator',
      email: admin.email,
      mobile: admin.mobile || null,
      password: admin.password,
      active: true,
    });
    return true;
  });
}

export function validateAdminInput(admin: { email: string; password: string; mobile?: string }): string[] {
  const problems: string[] = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(admin.email)) problems.push('a valid e-mail is required (--email)');
  if (admin.password.length < 8) problems.push('the password must be at least 8 characters (--password)');
  if (admin.mobile && !INDIAN_MOBILE.test(admin.mobile)) problems.push('the mobile must be 10 digits starting with 6-9 (--mobile)');
  return problems;
}
