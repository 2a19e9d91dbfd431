// Makes a screenshot a third of its size for the repository: Chromium's PNG (8-bit RGB or RGBA, not interlaced) re-encoded with a palette of its 256 most used colours, the rest drawn in the nearest of them (a page is flat colours and its text's anti-aliased edges, so nobody sees the difference).
import { deflateSync, inflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of typed) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length);
  typed.copy(framed, 4);
  framed.writeUInt32BE((crc ^ 0xffffffff) >>> 0, typed.length + 4);
  return framed;
}

/** The pixels of `png` as 0xRRGGBB, row after row. */
function pixelsOf(png: Buffer): { readonly width: number; readonly height: number; readonly pixels: Uint32Array } {
  let [width, height, channels] = [0, 0, 0];
  const data: Buffer[] = [];
  for (let at = signature.length; at < png.length; at += png.readUInt32BE(at) + 12) {
    const body = png.subarray(at + 8, at + 8 + png.readUInt32BE(at));
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR') {
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0)
        throw new Error('not an 8-bit RGB or RGBA PNG without interlace');
      [width, height, channels] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9] === 6 ? 4 : 3];
    } else if (type === 'IDAT') data.push(body);
  }
  const filtered = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const bytes = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = filtered[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const at = y * stride + x;
      const left = x >= channels ? (bytes[at - channels] ?? 0) : 0;
      const up = y > 0 ? (bytes[at - stride] ?? 0) : 0;
      const upLeft = x >= channels && y > 0 ? (bytes[at - stride - channels] ?? 0) : 0;
      const guess = left + up - upLeft;
      const paeth = [left, up, upLeft].reduce((best, value) => (Math.abs(guess - value) < Math.abs(guess - best) ? value : best));
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter ?? 0] ?? 0;
      bytes[at] = ((filtered[y * (stride + 1) + 1 + x] ?? 0) + predictor) & 0xff;
    }
  }
  const pixels = new Uint32Array(width * height);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = bytes.readUIntBE(index * channels, 3);
  return { width, height, pixels };
}

const distance = (a: number, b: number): number =>
  ((a >> 16) - (b >> 16)) ** 2 + (((a >> 8) & 0xff) - ((b >> 8) & 0xff)) ** 2 + ((a & 0xff) - (b & 0xff)) ** 2;

/** `png` with a palette of its 256 most used colours. */
export function toPalette(png: Buffer): Buffer {
  const { width, height, pixels } = pixelsOf(png);
  const uses = new Map<number, number>();
  for (const pixel of pixels) uses.set(pixel, (uses.get(pixel) ?? 0) + 1);
  const palette = [...uses]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 256)
    .map(([color]) => color);
  const indexOf = new Map(palette.map((color, index) => [color, index]));
  const nearest = (color: number): number => {
    const index = palette.reduce(
      (best, candidate, at) => (distance(candidate, color) < distance(palette[best] ?? 0, color) ? at : best),
      0,
    );
    indexOf.set(color, index);
    return index;
  };
  // Each row: filter type 0 (none), then one palette index a pixel.
  const rows = Buffer.alloc((width + 1) * height);
  pixels.forEach((pixel, index) => {
    rows[Math.floor(index / width) * (width + 1) + 1 + (index % width)] = indexOf.get(pixel) ?? nearest(pixel);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap((color) => [color >> 16, (color >> 8) & 0xff, color & 0xff]))),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
