// Reads the characters a WOFF2 font maps (its cmap), with Node's own Brotli: used to check
// that the bundled CJK subset covers every character the UI can show (no boxes).

import fs from 'node:fs';
import zlib from 'node:zlib';

function base128(buf, pos) {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const b = buf[pos.at++];
    value = value * 128 + (b & 0x7f);
    if (!(b & 0x80)) return value;
  }
  throw new Error('bad UIntBase128');
}

/** The set of code points a WOFF2 file maps to glyphs. */
export function woff2Codepoints(file) {
  const buf = fs.readFileSync(file);
  if (buf.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not WOFF2`);
  const numTables = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  const pos = { at: 48 };
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[pos.at++];
    const tagIndex = flags & 0x3f;
    let tag = tagIndex;
    if (tagIndex === 63) {
      tag = buf.toString('latin1', pos.at, pos.at + 4);
      pos.at += 4;
    }
    const version = flags >> 6;
    const origLength = base128(buf, pos);
    const transformed = tagIndex === 10 || tagIndex === 11 ? version === 0 : version !== 0;
    const length = transformed ? base128(buf, pos) : origLength;
    tables.push({ tag, length });
  }
  const data = zlib.brotliDecompressSync(buf.subarray(pos.at, pos.at + compressedSize));
  let offset = 0;
  let cmap = null;
  for (const t of tables) {
    if (t.tag === 0) cmap = data.subarray(offset, offset + t.length);
    offset += t.length;
  }
  if (!cmap) throw new Error(`${file} has no cmap`);
  const out = new Set();
  const n = cmap.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 4) {
      const segX2 = cmap.readUInt16BE(sub + 6);
      const ends = sub + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = ranges + s * 2 + rangeOffset + (c - start) * 2;
            glyph = cmap.readUInt16BE(at);
            if (glyph) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph) out.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(sub + 16 + g * 12);
        const end = cmap.readUInt32BE(sub + 20 + g * 12);
        const glyph = cmap.readUInt32BE(sub + 24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start)) out.add(c);
      }
    }
  }
  return out;
}
