/**
 * What Next and the libraries write with console.* in the production server becomes JSON lines
 * of the process's log too (src/observe/log.ts), so a log pipeline parses every line: an error
 * among the arguments goes as the line's `err` (its first line and stack frames: never a failed
 * query's values), the rest as its message, without terminal colours.
 */
import { format } from 'node:util';
import { log } from '../observe/log';

const COLOURS = /\x1b\[[0-9;]*m/g;

type Level = 'debug' | 'info' | 'warn' | 'error';

function writer(level: Level): (...args: unknown[]) => void {
  return (...args) => {
    const err = args.find((a) => a instanceof Error);
    const rest = args.filter((a) => !(a instanceof Error));
    const message = rest.length ? format(...rest).replace(COLOURS, '').trim() : '';
    const text = message || (err instanceof Error ? err.message.split('\n')[0] : '') || '(empty)';
    if (err) log()[level]({ err, source: 'console' }, text);
    else log()[level]({ source: 'console' }, text);
  };
}

/** Sends console.debug, .log, .info, .warn and .error to the log. */
export function logConsole(): void {
  console.debug = writer('debug');
  console.log = writer('info');
  console.info = writer('info');
  console.warn = writer('warn');
  console.error = writer('error');
}
