// The steps of `npm test` and `npm run test:slow`: each one timed, a group of them run side by
// side when they use one core each (lint, the type check, the build), their output kept in
// test-reports/<step>.log and printed whole when a step fails. The timings are printed at the
// end and kept in test-reports/timings.json.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { root } from './prepare.mjs';

/** @typedef {{ name: string, ok: boolean, seconds: number }} StepResult */
/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string | undefined>, after?: string[] }} StepSpec */

/** @type {StepResult[]} */
export const results = [];

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Runs one step with its output on the terminal as it comes.
 * @param {StepSpec} spec
 * @returns {Promise<boolean>}
 */
export async function step(spec) {
  console.log(`\n━━ ${spec.name} ━━`);
  const started = performance.now();
  const status = await spawned(spec, 'inherit');
  return record(spec.name, status === 0, started);
}

/**
 * Runs several steps side by side; each one's output goes to test-reports/<step>.log and is
 * printed when the step ends (its last lines when it passed, all of it when it failed). A step
 * with `after` starts once those earlier steps of the group have ended (e.g. the unit tests take
 * the cores lint and the type check leave while the build finishes).
 * @param {StepSpec[]} specs
 * @returns {Promise<boolean>}
 */
export async function together(specs) {
  console.log(`\n━━ ${specs.map((s) => (s.after ? `${s.name} (after ${s.after.join(', ')})` : s.name)).join(' ∥ ')} ━━`);
  /** @type {Map<string, Promise<boolean>>} */
  const running = new Map();
  for (const spec of specs) {
    const waits = (spec.after ?? []).map((name) => {
      const earlier = running.get(name);
      if (!earlier) throw new Error(`step "${spec.name}" waits for "${name}", which is not an earlier step of its group`);
      return earlier;
    });
    running.set(spec.name, Promise.all(waits).then(() => runBuffered(spec)));
  }
  const outcomes = await Promise.all(running.values());
  return outcomes.every(Boolean);
}

/** @param {StepSpec} spec */
async function runBuffered(spec) {
  const started = performance.now();
  const log = join(root, 'test-reports', `${slug(spec.name)}.log`);
  const { status, output } = await spawnedToBuffer(spec);
  writeFileSync(log, output);
  const ok = status === 0;
  const lines = output.trimEnd().split('\n');
  const shown = ok ? lines.slice(-3) : lines;
  console.log(`\n── ${spec.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(started)} s (output in test-reports/${slug(spec.name)}.log)`);
  if (shown.join('').trim()) console.log(shown.join('\n'));
  return record(spec.name, ok, started);
}

/** Times a piece of work that is not a command (installing, drawing the seed images). */
export async function timed(name, work) {
  const started = performance.now();
  await work();
  results.push({ name, ok: true, seconds: seconds(started) });
}

/** Records a step that could not run. */
export function failed(name) {
  results.push({ name, ok: false, seconds: 0 });
}

function record(name, ok, started) {
  results.push({ name, ok, seconds: seconds(started) });
  return ok;
}

function spawned(spec, stdio) {
  return new Promise((resolve) => {
    const child = spawn(spec.command, spec.args, { cwd: root, stdio, env: { ...process.env, ...spec.env } });
    child.on('error', (error) => {
      console.error(`✗ ${spec.command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function spawnedToBuffer(spec) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(spec.command, spec.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', ...spec.env } });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${spec.command} could not start: ${error.message}\n` }));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * Prints every step's time and keeps them in test-reports/timings.json (with the machine's core
 * count: the suite's budget is 8 minutes on 2 cores).
 * @param {string} suite
 * @param {number} startedAt performance.now() when the command began
 */
export function reportTimings(suite, startedAt) {
  const total = seconds(startedAt);
  console.log(`\n━━ timings (${suite}) ━━`);
  for (const { name, ok, seconds: s } of results) console.log(`${ok ? '✓' : '✗'} ${String(s.toFixed(1)).padStart(7)} s  ${name}`);
  console.log(`  ${String(total.toFixed(1)).padStart(7)} s  total (${Math.floor(total / 60)} min ${Math.round(total % 60)} s on ${cpus().length} cores)`);
  const file = join(root, 'test-reports', `timings${suite === 'npm test' ? '' : '-slow'}.json`);
  writeFileSync(file, `${JSON.stringify({ suite, finished: new Date().toISOString(), cores: cpus().length, totalSeconds: total, steps: results }, null, 2)}\n`);
}
