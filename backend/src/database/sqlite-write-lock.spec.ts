import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { TransactionRunner } from './transaction-runner.js';

// Another process writing to the same SQLite file (`npm run seed:demo` beside `npm start`) while a
// transaction of ours has read and is about to write.
describe('SQLite transactions beside another process writing to the same file', () => {
  let dir: string;
  let db: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jbp-write-lock-'));
    db = new DataSource(dataSourceOptions({ database: { type: 'better-sqlite3', database: join(dir, 'app.sqlite') } }));
    await db.initialize();
    await db.query('CREATE TABLE counters (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    await db.query('INSERT INTO counters (id, n) VALUES (1, 0), (2, 0)');
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a transaction that read write after all: the other process waits for it instead', async () => {
    const other = writerProcess(join(dir, 'app.sqlite'), 'UPDATE counters SET n = n + 1 WHERE id = 2');
    await new TransactionRunner(db).run(async (manager) => {
      await manager.query('SELECT n FROM counters WHERE id = 1');
      await other.aboutToWrite;
      // Time for the other process's write to land, had it not had to wait for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await manager.query('UPDATE counters SET n = n + 1 WHERE id = 1');
    });
    const { code, output } = await other.done;
    expect({ code, output }).toEqual({ code: 0, output: expect.stringMatching(/^wrote after \d+ ms\n$/) });
    // It waited for this transaction's commit (it began its write about 300 ms before).
    expect(Number(/after (\d+) ms/.exec(output)?.[1])).toBeGreaterThanOrEqual(200);
    expect(await db.query('SELECT id, n FROM counters ORDER BY id')).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 1 },
    ]);
  });

  it('still nests a transaction as a savepoint, whose rollback keeps the outer one', async () => {
    const runner = new TransactionRunner(db);
    await runner.run(async (manager) => {
      await manager.query('UPDATE counters SET n = 5 WHERE id = 1');
      await expect(
        manager.transaction(async (inner) => {
          await inner.query('UPDATE counters SET n = 9 WHERE id = 2');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await db.query('SELECT id, n FROM counters ORDER BY id')).toEqual([
      { id: 1, n: 5 },
      { id: 2, n: 0 },
    ]);
  });
});

/** A second process on the same file: it says when it starts its write, then how long the write took. */
function writerProcess(file: string, sql: string) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(${JSON.stringify(file)}, { timeout: 5000 });
    process.stderr.write('ready');
    const started = Date.now();
    db.prepare(${JSON.stringify(sql)}).run();
    process.stdout.write('wrote after ' + (Date.now() - started) + ' ms\\n');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  const aboutToWrite = new Promise<void>((resolve) => child.stderr.once('data', () => resolve()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { aboutToWrite, done };
}
