// Screenshot of a page of the local marketplace, for looking at layouts: npx tsx scripts/screenshot.ts URL out.png [width]
import { launchChromium } from '../test/chromium.ts';
const [url, out, w] = process.argv.slice(2);
const b = await launchChromium();
const p = await b.newPage({ viewport: { width: Number(w ?? 1280), height: 900 } });
const errors: string[] = [];
p.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
await p.goto(url!, { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
await p.screenshot({ path: out! });
console.log(errors.join('\n'));
await b.close();
