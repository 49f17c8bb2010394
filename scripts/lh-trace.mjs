import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [url] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const ev = trace.traceEvents;
// main renderer thread: the one with most RunTask durations among CrRendererMain
const names = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
const byThread = new Map();
for (const e of ev) if (e.ph === 'X' && e.name === 'RunTask') byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const main = names.sort((a, b) => (byThread.get(b) ?? 0) - (byThread.get(a) ?? 0))[0];
const mine = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
// self time per event name (excluding nested children)
const self = new Map(); const stack = [];
for (const e of mine) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const parent = stack[stack.length - 1];
  if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
  self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
  stack.push(e);
}
console.log('perf', Math.round(r.lhr.categories.performance.score * 100), 'TBT', Math.round(r.lhr.audits['total-blocking-time'].numericValue));
for (const [n, d] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(d / 1000)).padStart(6), 'ms', n);
const t0 = mine[0].ts;
for (const e of mine.filter((e) => e.name === 'RunTask' && e.dur > 30000)) {
  const inner = mine.filter((x) => x.ts >= e.ts && x.ts < e.ts + e.dur && x !== e && x.dur > 8000).slice(0, 6).map((x) => `${x.name}${x.args?.data?.url ? '(' + x.args.data.url.replace(/.*\//, '').slice(0, 30) + ')' : ''}${x.args?.data?.functionName ? '[' + x.args.data.functionName + ']' : ''}:${Math.round(x.dur / 1000)}`);
  console.log('task', Math.round((e.ts - t0) / 1000), Math.round(e.dur / 1000), inner.join(' '));
}
await chrome.kill();
