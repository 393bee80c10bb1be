// Draws the demo shop's product pictures into server/assets/demo/<url>-<n>.png: a soft gradient with a
// simple shape for the kind of product, in the product's own colour. Node built-ins only (zlib for PNG).
// Reads the product list from the built server: run `npx tsc -p tsconfig.build.json` first.
//   node scripts/demo-images.mjs
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { DEMO_PRODUCTS } = require(join(root, 'dist', 'server', 'src', 'database', 'seed', 'demo-catalogue-data.js'));
const OUT = join(root, 'server', 'assets', 'demo');
const SIZE = 320;
const SAMPLES = 3; // per axis, for smooth edges

// --- colours --------------------------------------------------------------------------------------
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

// --- shapes: predicates on the unit square (0..1) -------------------------------------------------
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ring = (cx, cy, r, w) => (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= w / 2;
const ellipse = (cx, cy, rx, ry) => (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const rect =
  (x0, y0, x1, y1, r = 0) =>
  (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
    const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
    return dx * dx + dy * dy <= r * r;
  };
/** A convex polygon given clockwise (in screen coordinates). */
const polygon = (points) => (x, y) =>
  points.every(([ax, ay], i) => {
    const [bx, by] = points[(i + 1) % points.length];
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0;
  });
const and = (a, b) => (x, y) => a(x, y) && b(x, y);
/** A shape moved and scaled about the centre of the square. */
const place =
  (shape, scale, dx = 0, dy = 0) =>
  (x, y) =>
    shape((x - 0.5 - dx) / scale + 0.5, (y - 0.5 - dy) / scale + 0.5);

// Each motif: layers [shape, tone], tone from -1 (dark) through 0 (the colour) to 1 (light).
const MOTIFS = {
  tin: [
    [rect(0.3, 0.28, 0.7, 0.8, 0.04), 0],
    [rect(0.28, 0.22, 0.72, 0.32, 0.03), -0.35],
    [rect(0.3, 0.46, 0.7, 0.62), 0.55],
    [circle(0.5, 0.54, 0.05), -0.2],
  ],
  cake: [
    [ellipse(0.5, 0.56, 0.32, 0.2), -0.3],
    [ellipse(0.5, 0.5, 0.32, 0.2), 0],
    [ellipse(0.5, 0.5, 0.12, 0.075), 0.5],
  ],
  bag: [
    [
      polygon([
        [0.3, 0.28],
        [0.7, 0.28],
        [0.76, 0.8],
        [0.24, 0.8],
      ]),
      0,
    ],
    [rect(0.3, 0.28, 0.7, 0.34), -0.35],
    [rect(0.36, 0.48, 0.64, 0.64, 0.02), 0.6],
  ],
  cup: [
    [ring(0.74, 0.5, 0.1, 0.045), -0.2],
    [and(circle(0.5, 0.36, 0.3), rect(0, 0.36, 1, 1)), 0],
    [ellipse(0.5, 0.36, 0.3, 0.06), -0.45],
    [ellipse(0.5, 0.72, 0.16, 0.03), -0.3],
  ],
  pot: [
    [
      polygon([
        [0.7, 0.5],
        [0.86, 0.34],
        [0.88, 0.37],
        [0.74, 0.6],
      ]),
      -0.2,
    ],
    [ring(0.5, 0.34, 0.14, 0.04), -0.35],
    [ellipse(0.5, 0.56, 0.26, 0.22), 0],
    [ellipse(0.5, 0.38, 0.13, 0.035), -0.3],
    [circle(0.5, 0.33, 0.035), -0.4],
    [ellipse(0.42, 0.5, 0.06, 0.09), 0.35],
  ],
  board: [
    [rect(0.16, 0.3, 0.84, 0.72, 0.06), 0],
    [circle(0.76, 0.38, 0.03), 0.85],
    [rect(0.22, 0.66, 0.78, 0.68), -0.25],
  ],
  pan: [
    [rect(0.68, 0.47, 0.95, 0.53, 0.03), -0.5],
    [circle(0.44, 0.5, 0.28), -0.2],
    [circle(0.44, 0.5, 0.22), 0.15],
  ],
  bowl: [
    [and(circle(0.5, 0.4, 0.32), rect(0, 0.4, 1, 1)), 0],
    [ellipse(0.5, 0.4, 0.32, 0.07), 0.5],
    [rect(0.4, 0.7, 0.6, 0.76, 0.02), -0.3],
  ],
  steamer: [
    [rect(0.2, 0.3, 0.8, 0.76, 0.05), 0],
    [rect(0.2, 0.44, 0.8, 0.47), -0.35],
    [rect(0.2, 0.6, 0.8, 0.63), -0.35],
    [ellipse(0.5, 0.3, 0.3, 0.05), 0.3],
  ],
  knife: [
    [rect(0.16, 0.3, 0.62, 0.62, 0.02), 0.35],
    [rect(0.62, 0.42, 0.88, 0.52, 0.04), -0.45],
    [circle(0.7, 0.47, 0.012), 0.6],
    [circle(0.8, 0.47, 0.012), 0.6],
  ],
  sticks: [
    [
      polygon([
        [0.3, 0.18],
        [0.36, 0.18],
        [0.43, 0.84],
        [0.4, 0.84],
      ]),
      0,
    ],
    [
      polygon([
        [0.44, 0.18],
        [0.5, 0.18],
        [0.57, 0.84],
        [0.54, 0.84],
      ]),
      -0.25,
    ],
    [
      polygon([
        [0.58, 0.18],
        [0.64, 0.18],
        [0.71, 0.84],
        [0.68, 0.84],
      ]),
      0.2,
    ],
  ],
  box: [
    [rect(0.2, 0.34, 0.8, 0.8, 0.02), 0],
    [rect(0.17, 0.3, 0.83, 0.42, 0.02), -0.25],
    [rect(0.46, 0.3, 0.54, 0.8), 0.75],
    [ellipse(0.42, 0.26, 0.08, 0.05), 0.75],
    [ellipse(0.58, 0.26, 0.08, 0.05), 0.75],
  ],
  candle: [
    [ellipse(0.5, 0.26, 0.04, 0.08), 0.6],
    [rect(0.3, 0.38, 0.7, 0.8, 0.05), -0.1],
    [ellipse(0.5, 0.38, 0.2, 0.04), 0.45],
    [rect(0.34, 0.56, 0.66, 0.66), 0.7],
  ],
  coaster: [
    [circle(0.4, 0.42, 0.2), -0.2],
    [circle(0.6, 0.58, 0.2), 0],
    [ring(0.6, 0.58, 0.14, 0.015), 0.4],
  ],
};

const toneOf = (base, tone) => (tone < 0 ? mix(base, BLACK, -tone) : mix(base, WHITE, tone));

/** The product on a light gradient (first picture), or light on a dark one with a dotted border (second). */
function draw(colour, motif, variant) {
  const base = hex(colour);
  const layers = MOTIFS[motif].map(([shape, tone]) => [
    variant === 1 ? place(shape, 0.72, 0, 0.02) : shape,
    variant === 1 ? toneOf(mix(base, WHITE, 0.8), tone * 0.5) : toneOf(base, tone),
  ]);
  if (variant === 1) {
    const dots = (x, y) => {
      const gx = Math.round(x * 12) / 12;
      const gy = Math.round(y * 12) / 12;
      return (gx < 0.13 || gx > 0.87 || gy < 0.13 || gy > 0.87) && (x - gx) ** 2 + (y - gy) ** 2 < 0.012 ** 2;
    };
    layers.unshift([dots, mix(base, WHITE, 0.35)]);
  }
  const top = variant === 1 ? mix(base, BLACK, 0.05) : mix(base, WHITE, 0.88);
  const bottom = variant === 1 ? mix(base, BLACK, 0.35) : mix(base, WHITE, 0.7);
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  for (let py = 0; py < SIZE; py++) {
    const background = mix(top, bottom, py / (SIZE - 1));
    for (let px = 0; px < SIZE; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / SIZE;
          const y = (py + (sy + 0.5) / SAMPLES) / SIZE;
          let c = background;
          for (const [shape, fill] of layers) if (shape(x, y)) c = fill;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      const o = (py * SIZE + px) * 3;
      for (let i = 0; i < 3; i++) pixels[o + i] = Math.round(sum[i] / (SAMPLES * SAMPLES));
    }
  }
  return png(pixels, SIZE, SIZE);
}

// --- PNG ------------------------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
/** Truecolour PNG; each row takes whichever of the five filters leaves the smallest residue. */
function png(rgb, width, height) {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  const paeth = (a, b, c) => {
    const p = a + b - c;
    const pa = Math.abs(p - a);
    const pb = Math.abs(p - b);
    const pc = Math.abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgb.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best;
    let bestScore = Infinity;
    for (let filter = 0; filter < 5; filter++) {
      const out = Buffer.alloc(stride);
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3] : 0;
        const b = prev[i];
        const c = i >= 3 ? prev[i - 3] : 0;
        const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
        out[i] = (row[i] - predictor) & 0xff;
        score += out[i] < 128 ? out[i] : 256 - out[i];
      }
      if (score < bestScore) [best, bestScore] = [Buffer.concat([Buffer.from([filter]), out]), score];
    }
    best.copy(raw, y * (stride + 1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- main -----------------------------------------------------------------------------------------
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const product of DEMO_PRODUCTS) {
  for (let n = 0; n < product.image.count; n++) {
    writeFileSync(join(OUT, `${product.url}-${n + 1}.png`), draw(product.image.colour, product.image.motif, n));
  }
}
const files = readdirSync(OUT);
const bytes = files.reduce((sum, f) => sum + statSync(join(OUT, f)).size, 0);
process.stdout.write(`${files.length} pictures, ${(bytes / 1024).toFixed(0)} KB in ${OUT}\n`);
