import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ensureAdmin, validateAdminInput } from '../auth/admin-bootstrap.js';
import { AuthService } from '../auth/auth.service.js';
import { AppConfig } from '../config/app-config.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { parseArgs } from './cli-args.js';

// npm run admin:create -- --email admin@example.com --password 'a long secret' [--mobile 98xxxxxxxx] [--name 'Asha']
const args = parseArgs(process.argv.slice(2));
const input = { email: args.email ?? '', password: args.password ?? '', mobile: args.mobile, name: args.name };
const problems = validateAdminInput(input);
if (problems.length > 0) {
  console.error(`Cannot create the admin:\n- ${problems.join('\n- ')}`);
  console.error(
    "Usage: npm run admin:create -- --email you@example.com --password 'at least 8 characters' [--mobile 9876543210] [--name 'Your Name']",
  );
  process.exit(2);
}

const config = new AppConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
try {
  const created = await ensureAdmin(app.get(TransactionRunner), app.get(AuthService), input);
  console.log(
    created
      ? `Created the admin ${input.email}. Log in at /login.`
      : `An account with the e-mail ${input.email} already exists; nothing changed.`,
  );
} finally {
  await app.close();
}
