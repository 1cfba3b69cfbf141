/**
 * `npm run media`: makes the shop's media files from its own drawings and writes them under `mock-server/media/`,
 * where they are committed, so that a fresh machine serves them without any encoder:
 *
 * - `videos/diamonds/illustrations/{shape}-{band}.webm`: a 2.4 s looping 360° turn of each of the ten shape drawings
 *   in each color band's tint (D–F, G–J, K–M), captioned as an illustration in every frame;
 * - `videos/rings/{style}-{color}.webm`: the same turn of each ring drawing (one per ring style and metal color:
 *   the drawings differ by style and color, not by design, so every design of a style shares them);
 * - `education/{cut|color|clarity|carat}@{1,2,3}x.png`: the 4Cs pictures at three pixel densities;
 * - `icons/{cut|color|clarity}-{1..5}.svg` and `icons/carat-{1..4}.svg`: the quality level icons;
 * - `public/social/loupe.png` (the storefront's own files, not the mock's): the shop's 1200 × 630 link preview card,
 *   for every page that shows no one stone or ring, and `public/social/loupe-logo.png`, the favicon's diamond at
 *   512 × 512 on white, the logo search engines show for the shop;
 * - `public/landing/solitaire-ring.svg` and `public/landing/round-diamond.svg`: the landing page's ring and stone.
 *
 * The videos are drawn on a canvas in the pinned Chromium and recorded with MediaRecorder (VP9 WebM); when the
 * recorder leaves the duration out (older Chromiums do), it is written into the file's header so that players know
 * its length. Every video is loaded
 * back into a <video> and checked (it decodes, has a size and a finite duration) before it is written.
 *
 * Options: `--only=videos|diamond-videos|ring-videos|education|icons|social|landing` to make one kind.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { DIAMOND_COLOR_BANDS, DIAMOND_SHAPES } from '../contracts/catalog';
import { RING_COLOR_LABELS } from '../mock-server/catalog/catalog-attributes';
import { ringSvg } from '../mock-server/catalog/ring-drawings';
import { colorBandShapeSvg } from '../mock-server/media/diamond-illustrations';
import { EDUCATION_PICTURES, EDUCATION_PICTURE_SIZE, educationPictureSvg } from '../mock-server/media/education-pictures';
import { QUALITY_ICON_FILES } from '../mock-server/media/quality-icons';
import { rasterise, shopSocialCardSvg } from '../mock-server/media/social-images';
import { RING_VIDEO_STYLES, diamondVideoFile, ringVideoFile } from '../mock-server/media/media-files';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium';

const MEDIA_DIR = resolve(import.meta.dirname, '../mock-server/media');
const PUBLIC_DIR = resolve(import.meta.dirname, '../public');
const VIDEO_SIZE = 320;
const VIDEO_MS = 2400;
/** 300 kbit/s keeps a drawing's turn sharp at 320 px; the 30 stone and 15 ring videos weigh about 3 MB together. */
const VIDEO_BITS_PER_SECOND = 300_000;
const VIDEO_BUDGET_BYTES = 300 * 1024;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const wanted = (kind: string): boolean => values.only === undefined || values.only === kind || (kind.endsWith('-videos') && values.only === 'videos');

function write(relative: string, bytes: Buffer | string, directory = MEDIA_DIR): number {
  const path = join(directory, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
}

/** Records one turn of `svg` on a canvas: the drawing narrows and widens like a stone on a turntable, while a band
 * of light sweeps across it; `caption`, when given, stays still in the top left corner of every frame. Answers the
 * WebM bytes. */
async function recordTurn(page: Page, svg: string, caption = ''): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ svg, size, ms, bits, caption }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      document.body.append(canvas);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const draw = (t: number): void => {
        const angle = t * Math.PI * 2;
        context.fillStyle = '#fbfaf8';
        context.fillRect(0, 0, size, size);
        context.save();
        context.translate(size / 2, size / 2);
        // A turn seen from the side: the width follows the cosine; past a quarter turn the back shows (mirrored).
        const squeeze = Math.max(0.06, Math.abs(Math.cos(angle)));
        context.scale(squeeze * (Math.cos(angle) < 0 ? -1 : 1), 1 - 0.04 * Math.sin(angle) ** 2);
        context.drawImage(image, -size * 0.42, -size * 0.42, size * 0.84, size * 0.84);
        context.restore();
        // A narrow diagonal band of light crossing the stone once per turn, from top left to bottom right.
        const centre = -0.3 * size + t * 1.6 * size;
        const band = size * 0.12;
        const light = context.createLinearGradient(centre - band, centre - band, centre + band, centre + band);
        light.addColorStop(0, 'rgba(255,255,255,0)');
        light.addColorStop(0.5, 'rgba(255,255,255,0.5)');
        light.addColorStop(1, 'rgba(255,255,255,0)');
        context.fillStyle = light;
        context.fillRect(0, 0, size, size);
        if (caption) {
          context.font = '600 13px Helvetica, Arial, sans-serif';
          context.fillStyle = '#55657a';
          context.fillText(caption, 12, 22);
        }
      };
      draw(0);
      const stream = canvas.captureStream(30);
      const mimeType = MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm;codecs=vp8';
      const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bits });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((done) => (recorder.onstop = done));
      recorder.start();
      const started = performance.now();
      await new Promise<void>((done) => {
        const frame = (): void => {
          const elapsed = performance.now() - started;
          draw(Math.min(1, elapsed / ms));
          if (elapsed >= ms) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      canvas.remove();
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { svg, size: VIDEO_SIZE, ms: VIDEO_MS, bits: VIDEO_BITS_PER_SECOND, caption },
  );
  return withDuration(Buffer.from(base64, 'base64'), VIDEO_MS);
}

/* ---- WebM: MediaRecorder writes no Duration in the segment's Info; add it (EBML float, in timecode units). ---- */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

function sizeVint(size: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0);
  out.writeUIntBE(size, 2, 6);
  return out;
}

export function withDuration(webm: Buffer, durationMs: number): Buffer {
  let at = 0;
  // EBML header
  const headerId = readVint(webm, at, true);
  const headerSize = readVint(webm, at + headerId.length, false);
  at += headerId.length + headerSize.length + headerSize.value;
  const segmentId = readVint(webm, at, true);
  if (segmentId.value !== SEGMENT) return webm;
  const segmentSize = readVint(webm, at + segmentId.length, false);
  let child = at + segmentId.length + segmentSize.length;
  while (child < webm.length) {
    const id = readVint(webm, child, true);
    const size = readVint(webm, child + id.length, false);
    const body = child + id.length + size.length;
    if (id.value === INFO) {
      const info = webm.subarray(body, body + size.value);
      let scale = 1_000_000;
      for (let i = 0; i < info.length; ) {
        const innerId = readVint(info, i, true);
        const innerSize = readVint(info, i + innerId.length, false);
        const innerBody = i + innerId.length + innerSize.length;
        if (innerId.value === DURATION) return webm; // already there
        if (innerId.value === TIMECODE_SCALE) scale = info.readUIntBE(innerBody, innerSize.value);
        i = innerBody + innerSize.value;
      }
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION, 0);
      duration.writeUInt8(0x88, 2);
      duration.writeDoubleBE((durationMs * 1_000_000) / scale, 3);
      const newInfo = Buffer.concat([info, duration]);
      return Buffer.concat([webm.subarray(0, child), webm.subarray(child, child + id.length), sizeVint(newInfo.length), newInfo, webm.subarray(body + size.value)]);
    }
    if (size.unknown) return webm;
    child = body + size.value;
  }
  return webm;
}

/** Loads the file back into a <video>: it must decode a first frame, have the canvas's size and a finite length. */
async function checkPlays(page: Page, webm: Buffer, name: string): Promise<{ duration: number; width: number }> {
  const seen = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    await new Promise((done, fail) => {
      video.onloadeddata = done;
      video.onerror = () => fail(new Error(video.error?.message ?? 'cannot decode'));
    });
    return { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
  }, webm.toString('base64'));
  if (!Number.isFinite(seen.duration) || seen.duration < 1 || seen.width !== VIDEO_SIZE || seen.height !== VIDEO_SIZE) {
    throw new Error(`${name} does not play as it should: ${JSON.stringify(seen)}`);
  }
  if (webm.length > VIDEO_BUDGET_BYTES) throw new Error(`${name} is ${webm.length} bytes, over the ${VIDEO_BUDGET_BYTES} budget`);
  return { duration: seen.duration, width: seen.width };
}

async function main(): Promise<void> {
  const written: { file: string; bytes: number }[] = [];
  if (wanted('social')) {
    written.push({ file: 'public/social/loupe.png', bytes: write('social/loupe.png', await rasterise(shopSocialCardSvg()), PUBLIC_DIR) });
    // The favicon's 32 × 32 drawing, centred on a white square with a margin, as search engines show logos.
    const favicon = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8').replace('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">', '<svg x="4" y="4" width="32" height="32" viewBox="0 0 32 32">');
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" fill="#ffffff"/>${favicon}</svg>`;
    written.push({ file: 'public/social/loupe-logo.png', bytes: write('social/loupe-logo.png', await rasterise(logo, 512), PUBLIC_DIR) });
  }
  if (wanted('landing')) {
    // The landing page's ring and stone: two of the shop's drawings, served by the storefront itself.
    written.push({ file: 'public/landing/solitaire-ring.svg', bytes: write('landing/solitaire-ring.svg', ringSvg({ name: 'Classic Solitaire Ring', option: 'Solitaire' }, 'Yellow Gold', 'front'), PUBLIC_DIR) });
    written.push({ file: 'public/landing/round-diamond.svg', bytes: write('landing/round-diamond.svg', colorBandShapeSvg('Round', 'D–F'), PUBLIC_DIR) });
  }
  if (wanted('icons')) {
    for (const [file, svg] of QUALITY_ICON_FILES) written.push({ file: `icons/${file}`, bytes: write(`icons/${file}`, svg) });
  }
  if (wanted('diamond-videos') || wanted('ring-videos') || wanted('education')) {
    const { path } = await resolveChromium();
    const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
    try {
      if (wanted('diamond-videos') || wanted('ring-videos')) {
        const page = await browser.newPage();
        await page.setContent('<!doctype html><body style="margin:0"></body>');
        // tsx names the functions it compiles with a helper the page lacks.
        await page.evaluate('window.__name = (fn) => fn');
        const jobs: { file: string; svg: string; caption?: string }[] = [
          ...(wanted('diamond-videos')
            ? DIAMOND_SHAPES.flatMap((shape) =>
                DIAMOND_COLOR_BANDS.map(({ name: band }) => ({ file: diamondVideoFile(shape, band).slice(1), svg: colorBandShapeSvg(shape, band), caption: `ILLUSTRATION · COLOR ${band}` })),
              )
            : []),
          ...(wanted('ring-videos')
            ? RING_VIDEO_STYLES.flatMap((style) =>
                RING_COLOR_LABELS.map((color) => ({ file: ringVideoFile(style, color).slice(1), svg: ringSvg({ name: `${style} Ring`, option: style }, color, 'front') })),
              )
            : []),
        ];
        for (const job of jobs) {
          const webm = await recordTurn(page, job.svg, job.caption);
          const seen = await checkPlays(page, webm, job.file);
          written.push({ file: job.file, bytes: write(job.file, webm) });
          console.log(`${job.file}: ${webm.length} bytes, ${seen.duration.toFixed(2)} s, ${seen.width} px`);
        }
        await page.close();
      }
      if (wanted('education')) {
        for (const scale of [1, 2, 3]) {
          const context = await browser.newContext({ deviceScaleFactor: scale, viewport: { width: EDUCATION_PICTURE_SIZE.width, height: EDUCATION_PICTURE_SIZE.height } });
          const page = await context.newPage();
          for (const picture of EDUCATION_PICTURES) {
            await page.setContent(`<!doctype html><body style="margin:0">${educationPictureSvg(picture)}</body>`);
            const png = await page.locator('svg').screenshot({ type: 'png', omitBackground: false });
            const file = `education/${picture}@${scale}x.png`;
            written.push({ file, bytes: write(file, png) });
          }
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  }
  const total = written.reduce((sum, file) => sum + file.bytes, 0);
  const largest = written.reduce((big, file) => (file.bytes > big.bytes ? file : big), { file: '-', bytes: 0 });
  console.log(`${written.length} files, ${total} bytes in all; largest ${largest.file} (${largest.bytes} bytes)`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
