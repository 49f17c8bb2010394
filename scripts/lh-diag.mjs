import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [url, n = '1'] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < Number(n); i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r.lhr.audits;
  console.log('perf', Math.round(r.lhr.categories.performance.score * 100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TTI', Math.round(a['interactive']?.numericValue ?? 0));
  for (const t of a['long-tasks'].details.items) console.log('  long', Math.round(t.startTime), Math.round(t.duration), (t.url || '').replace(/.*\/_next\/static\/chunks\//, ''));
  for (const t of a['bootup-time'].details.items.slice(0, 6)) console.log('  boot', Math.round(t.total), 'script', Math.round(t.scripting), 'parse', Math.round(t.scriptParseCompile), (t.url || '').replace(/.*\/_next\/static\/chunks\//, ''));
  for (const t of a['mainthread-work-breakdown'].details.items) console.log('  work', t.group, Math.round(t.duration));
}
await chrome.kill();
