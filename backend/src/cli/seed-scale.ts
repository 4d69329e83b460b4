import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppModule } from '../app.module.js';
import { hashPassword } from '../auth/passwords.js';
import { Booking } from '../bookings/booking.entity.js';
import { AppConfig } from '../config/app-config.js';
import { DistanceService } from '../distance/distance.service.js';
import { parseArgs } from './cli-args.js';
import { SCALE_DEFAULTS, SCALE_EMAIL_DOMAIN, type ScaleCounts, seedScale } from './scale-seed.js';

// npm run seed:scale [-- --bookings 100000 --customers 20000 --agents 200 --offers 6000 --seed 7]
// Fills a FRESH database (DATA_DIR or DATABASE_URL, as `npm start` reads them) with a year of desk data.
const args = parseArgs(process.argv.slice(2));
const counts: ScaleCounts = { ...SCALE_DEFAULTS };
for (const key of Object.keys(counts) as (keyof ScaleCounts)[]) {
  if (args[key] === undefined) continue;
  const n = Number(args[key]);
  if (!Number.isInteger(n) || n < 0 || (key === 'customers' && n === 0) || (key === 'agents' && n === 0)) {
    console.error(`--${key} must be a whole number${key === 'customers' || key === 'agents' ? ' of 1 or more' : ''}, got "${args[key]}"`);
    process.exit(2);
  }
  counts[key] = n;
}

const started = performance.now();
const config = new AppConfig({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'error' });
const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
try {
  const db = app.get<DataSource>(getDataSourceToken());
  if ((await db.getRepository(Booking).count()) > 0) {
    console.error(
      'This database already has bookings: seed:scale fills a fresh database (a new DATA_DIR or an empty DATABASE_URL). Nothing changed.',
    );
    process.exitCode = 1;
  } else {
    const password = `Scale-${randomBytes(4).toString('hex')}`;
    const distances = app.get(DistanceService);
    const ready = performance.now();
    const result = await seedScale(db, {
      counts,
      now: new Date(),
      passwordHash: await hashPassword(password),
      measure: async (to) => (await distances.measure('Jabalpur, MP, India', to)).distance,
      seed: args.seed === undefined ? undefined : Number(args.seed),
    });
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const fmt = (n: number) => n.toLocaleString('en-IN');
    console.log(
      `Scale data added on ${config.database.type === 'better-sqlite3' ? `SQLite (${config.database.database})` : config.database.type}: ` +
        `${fmt(result.bookings)} bookings (trips ${result.firstDate} to ${result.lastDate}, IST), ${fmt(result.customers)} customers, ` +
        `${fmt(result.agents)} agents, ${fmt(result.offers)} offers.`,
    );
    console.log(`Every scale e-mail is on @${SCALE_EMAIL_DOMAIN} (never delivered); password for every scale account: ${password}`);
    console.log(`The desk admin: ${result.adminEmail}`);
    console.log(`Took ${seconds(performance.now() - started)} s (${seconds(performance.now() - ready)} s generating and writing).`);
  }
} finally {
  await app.close();
}
