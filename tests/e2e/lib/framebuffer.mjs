// The X display's pixels as Xvfb keeps them in a file while the app starts (`Xvfb -fbdir DIR`
// writes DIR/Xvfb_screen0 in XWD format; tests/e2e/run.sh does it when E2E_FRAMEBUFFER=1 and
// exports the path as E2E_FRAMEBUFFER_FILE). A read takes a few milliseconds, where a screenshot
// tool (ImageMagick's `import`) takes about a hundred: fast enough to time the first frame.

import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export class Framebuffer {
  constructor(file) {
    this.fd = fs.openSync(file, 'r');
    const head = Buffer.alloc(100);
    fs.readSync(this.fd, head, 0, head.length, 0);
    // XWD's header: CARD32 fields, most significant byte first.
    const field = (i) => head.readUInt32BE(i * 4);
    this.bytesPerLine = field(12);
    this.offset = field(0) + field(19) * 12; // the header, then the colour map's entries
    // Pixels are read as this machine's 32-bit numbers: 0x00RRGGBB, least significant byte first.
    if (field(11) !== 32 || field(7) !== 0 || os.endianness() !== 'LE') {
      throw new Error('framebuffer: 32-bit pixels, least significant byte first, were expected (Xvfb -screen 0 WxHx24)');
    }
  }
}

/** Whether two pixels as stored (32 bits, 8 bits a channel) differ by more than 8 in a channel. */
function differs(a, b) {
  for (let shift = 0; shift < 24; shift += 8) {
    if (Math.abs(((a >>> shift) & 0xff) - ((b >>> shift) & 0xff)) > 8) return true;
  }
  return false;
}

/**
 * A frame of the window at the screen's top left (`w` × `h`), reduced to what the benchmark
 * compares, from a grid of samples `step` pixels apart: the share that differs from the
 * window's background (the colour of its four corners, `drawn` 0 until all four agree, so that
 * a window still being mapped counts as nothing drawn), and a fingerprint of the grid that
 * changes when the picture does; `blank` when it is one colour. Pixels are compared as
 * stored, without decoding.
 */
export function frameOf(fb, w, h, step = 6) {
  // Only the sampled rows are read: each `w` pixels long.
  const ys = [];
  for (let y = 0; y < h - 2; y += step) ys.push(y);
  ys.push(2, h - 3);
  const rows = Buffer.alloc(ys.length * w * 4);
  ys.forEach((y, i) => fs.readSync(fb.fd, rows, i * w * 4, w * 4, fb.offset + y * fb.bytesPerLine));
  const px = new Uint32Array(rows.buffer, rows.byteOffset, rows.length / 4);
  const at = (x, row) => px[row * w + x] & 0xffffff;
  const [top, bottom] = [ys.length - 2, ys.length - 1];
  const background = at(2, top);
  const settled = [at(w - 3, top), at(2, bottom), at(w - 3, bottom)].every((c) => c === background);
  let drawn = 0;
  let samples = 0;
  let print = 0;
  for (let row = 0; row < ys.length - 2; row++) {
    for (let x = 0; x < w; x += step) {
      const c = at(x, row);
      samples++;
      if (c !== background && differs(c, background)) drawn++;
      print = (Math.imul(print, 31) + c) | 0;
    }
  }
  return { drawn: settled ? drawn / samples : 0, blank: settled && drawn === 0, print };
}

/**
 * Watches the window's frames from now until `stop()`: returns `{ stop }`, whose promise gives
 * `{ frames, interval }`: `[ms, frame]` for every change of picture (the first sample
 * included), `ms` from `since`, and the mean time between two samples.
 */
export function watchFrames(fb, w, h, since) {
  const frames = [];
  let running = true;
  const done = (async () => {
    let last = null;
    let samples = 0;
    const started = Date.now();
    while (running) {
      const f = frameOf(fb, w, h);
      samples++;
      if (!last || f.print !== last.print) frames.push([Date.now() - since, f]);
      last = f;
      // A pause between samples, so that the watching takes little of the CPU the start needs.
      await sleep(4);
    }
    return { frames, interval: (Date.now() - started) / samples };
  })();
  return { stop: () => { running = false; return done; } };
}
