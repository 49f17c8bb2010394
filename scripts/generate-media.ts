/**
 * Draws every image the seed references (src/backend/seed/media.ts) into public/media as WebP:
 * simple flat illustrations from SVG (coloured backgrounds, shapes, initials and names).
 * Deterministic, offline, and skips files that already exist; `--force` redraws everything.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildSeed } from '../src/backend/seed/build';
import type { MediaSpec } from '../src/backend/seed/media';

const OUT = path.resolve(process.cwd(), 'public/media');
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.replace('#', ''), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 255;
    const t = amount < 0 ? 0 : 255;
    return Math.round((t - v) * Math.abs(amount) + v);
  };
  return `#${[ch(16), ch(8), ch(0)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function initials(title: string): string {
  const words = title.replace(/[^A-Za-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : title.slice(0, 1)).toUpperCase();
}

/** Greedy word wrap by an estimated glyph width. */
function wrap(text: string, fontSize: number, width: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * 0.58)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, perLine - 1)}…`;
    return kept;
  }
  return lines;
}

function textBlock(lines: string[], x: number, y: number, size: number, fill: string, anchor: 'start' | 'middle', weight = 700): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(l)}</text>`)
    .join('');
}

/** A few soft decorative shapes placed from the title's hash. */
function shapes(w: number, h: number, color: string, seed: number, count: number): string {
  let out = '';
  let s = seed;
  const rnd = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  for (let i = 0; i < count; i += 1) {
    const cx = rnd() * w;
    const cy = rnd() * h;
    const r = (0.08 + rnd() * 0.22) * Math.min(w, h);
    const tint = shade(color, rnd() > 0.5 ? 0.35 : -0.15);
    out += rnd() > 0.35
      ? `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${tint}" opacity="0.35"/>`
      : `<rect x="${(cx - r).toFixed(1)}" y="${(cy - r / 2).toFixed(1)}" width="${(r * 2).toFixed(1)}" height="${r.toFixed(1)}" rx="${(r / 3).toFixed(1)}" fill="${tint}" opacity="0.3" transform="rotate(${Math.round(rnd() * 60 - 30)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`;
  }
  return out;
}

function gradient(id: string, color: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.15)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></linearGradient></defs>`;
}

function svgFor(spec: MediaSpec): string {
  const { width: w, height: h, color, title, subtitle } = spec;
  const seed = hash(spec.rel);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
  const light = shade(color, 0.82);
  switch (spec.motif) {
    case 'item':
    case 'item-alt': {
      const alt = spec.motif === 'item-alt';
      const nameLines = wrap(title, 40, w - 80, 2);
      return `${open}<rect width="${w}" height="${h}" fill="${alt ? shade(color, 0.6) : light}"/>${shapes(w, h, color, seed, alt ? 9 : 5)}
<ellipse cx="${w / 2}" cy="${h * 0.44}" rx="${w * 0.3}" ry="${w * 0.3}" fill="#ffffff" opacity="0.92"/>
<ellipse cx="${w / 2}" cy="${h * 0.44}" rx="${w * 0.22}" ry="${w * 0.22}" fill="${color}"/>
<text x="${w / 2}" y="${h * 0.44 + 34}" font-family="${FONT}" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(title))}</text>
${textBlock(nameLines, w / 2, h * 0.83, 40, shade(color, -0.55), 'middle')}
${subtitle ? textBlock([subtitle], w / 2, h * 0.83 + nameLines.length * 48 + 4, 24, shade(color, -0.35), 'middle', 400) : ''}</svg>`;
    }
    case 'logo':
    case 'avatar':
    case 'icon':
      return `${open}<rect width="${w}" height="${h}" rx="${w * 0.22}" fill="${color}"/>${shapes(w, h, color, seed, 3)}
<text x="${w / 2}" y="${h / 2 + w * 0.13}" font-family="${FONT}" font-size="${w * 0.38}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(title))}</text></svg>`;
    case 'category':
    case 'parcel':
    case 'why':
    case 'thumbnail': {
      const lines = wrap(title, w * 0.1, w - 24, 2);
      return `${open}<rect width="${w}" height="${h}" rx="${w * 0.12}" fill="${light}"/>${shapes(w, h, color, seed, 4)}
<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.22}" fill="${color}"/>
<text x="${w / 2}" y="${h * 0.4 + w * 0.08}" font-family="${FONT}" font-size="${w * 0.2}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(title))}</text>
${textBlock(lines, w / 2, h * 0.8, w * 0.1, shade(color, -0.5), 'middle')}</svg>`;
    }
    case 'brand':
      return `${open}<rect width="${w}" height="${h}" rx="24" fill="#ffffff"/><rect x="10" y="10" width="${w - 20}" height="${h - 20}" rx="18" fill="none" stroke="${light}" stroke-width="4"/>
${textBlock(wrap(title, 34, w - 30, 2), w / 2, h / 2 + 10, 34, color, 'middle')}</svg>`;
    case 'wordmark':
      return `${open}<circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.42}" fill="${color}"/><text x="${h / 2}" y="${h / 2 + 18}" font-family="${FONT}" font-size="52" font-weight="700" fill="#ffffff" text-anchor="middle">S</text>
<text x="${h + 10}" y="${h / 2 + 24}" font-family="${FONT}" font-size="68" font-weight="700" fill="${color}">${esc(title)}</text></svg>`;
    default: {
      // wide formats: covers, banners, promotional banners, campaigns, ads, posters, og image
      const big = Math.round(h * (spec.motif === 'cover' ? 0.16 : 0.13));
      const lines = wrap(title, big, w * 0.62, 2);
      const sub = subtitle ? wrap(subtitle, Math.round(big * 0.45), w * 0.62, 2) : [];
      return `${open}${gradient('g', color)}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(w, h, color, seed, 7)}
<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * 0.34}" fill="#ffffff" opacity="0.18"/>
<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * 0.22}" fill="#ffffff" opacity="0.9"/>
<text x="${w * 0.82}" y="${h * 0.5 + h * 0.08}" font-family="${FONT}" font-size="${h * 0.22}" font-weight="700" fill="${color}" text-anchor="middle">${esc(initials(title))}</text>
${textBlock(lines, w * 0.06, h * 0.42, big, '#ffffff', 'start')}
${textBlock(sub, w * 0.06, h * 0.42 + lines.length * big * 1.2 + big * 0.2, Math.round(big * 0.45), '#ffffffdd', 'start', 400)}</svg>`;
    }
  }
}

async function draw(spec: MediaSpec, force: boolean): Promise<boolean> {
  const file = path.join(OUT, spec.rel);
  if (!force && existsSync(file)) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svgFor(spec)), { density: 72 }).resize(spec.width, spec.height).webp({ quality: 78, effort: 2 }).toFile(file);
  return true;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const started = Date.now();
  const specs = buildSeed(new Date(0)).media.list();
  sharp.concurrency(1);
  let drawn = 0;
  let next = 0;
  const workers = Array.from({ length: 4 }, async () => {
    while (next < specs.length) {
      const spec = specs[next];
      next += 1;
      if (spec && (await draw(spec, force))) drawn += 1;
    }
  });
  await Promise.all(workers);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  console.log(drawn > 0 ? `› Drew ${drawn} of ${specs.length} images into public/media in ${took} s.` : `› Images are up to date (${specs.length} in public/media).`);
}

main().catch((err: unknown) => {
  console.error('✗ generate-media failed:', err);
  process.exit(1);
});
