import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { createLogger } from '../../src/common/logging/logger.js';

export interface LogLine {
  /** pino's number: 30 info, 40 warn, 50 error */
  level: number;
  msg: string;
  /** The Nest logger's context, e.g. the class name */
  context?: string;
}

export interface CapturedLogs {
  /** For createTestApp(env, { logger }). */
  logger: Logger;
  lines: LogLine[];
  /** The first line (already written or yet to come) that matches. */
  waitFor: (match: (line: LogLine) => boolean, ms?: number) => Promise<LogLine>;
}

/** A server logger whose lines the test can read and wait for. */
export function captureLogs(level = 'info'): CapturedLogs {
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  let partial = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const texts = (partial + chunk.toString()).split('\n');
      partial = texts.pop() ?? '';
      for (const text of texts.filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      for (const wake of waiting) wake();
      done();
    },
  });
  const waitFor = (match: (line: LogLine) => boolean, ms = 5000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const line = lines.find(match);
        if (!line) return;
        cleanup();
        resolve(line);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching log line within ${ms} ms (${lines.length} lines written)`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });
  return { logger: createLogger(level, sink), lines, waitFor };
}
