import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { AppConfig } from './config/app-config.js';

const config = new AppConfig();
const app = await createApp(config);
await app.listen(config.port);
const where = config.database.type === 'better-sqlite3' ? config.database.database : config.database.type;
app.getHttpAdapter().getInstance();
console.log(`Jabalpur Cabs is serving on http://localhost:${config.port} (database: ${where})`);
