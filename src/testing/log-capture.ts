/**
 * Tests: the process's log captured, with the project's own settings (redaction, serializers)
 * at `level`, instead of written to stdout; `restore()` puts the logger before it back.
 */
import { Writable } from 'node:stream';
import { createLog, replaceLog } from '../observe/log';

export interface CapturedLog {
  /** every line so far, as written */
  text(): string;
  /** every line so far, parsed */
  records(): Record<string, unknown>[];
  restore(): void;
}

export function captureLog(level = 'trace'): CapturedLog {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // pino writes to a plain stream synchronously when it is not a sonic-boom
  const before = replaceLog(createLog(sink, { LOG_LEVEL: level }));
  return {
    text: () => lines.join(''),
    records: () =>
      lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      if (before) replaceLog(before);
    },
  };
}
