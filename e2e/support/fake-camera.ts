import { open, rename, stat, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { random } from '../../apps/api/test/imei-screens.ts';
import { type PhonePhotoOptions, phoneScene } from '../../apps/api/test/phone-photos.ts';

/**
 * Video files for Chromium's fake camera (`--use-file-for-fake-video-capture`),
 * generated from the phone-photo scenes of the API tests: a phone in front of a
 * mirror, its screen showing the QR code of any text, mirrored as a front
 * camera sees it. Written as Y4M (YUV4MPEG2, 4:2:0), which Chromium reads frame
 * by frame from the open file and loops (see e2e/README.md for what was
 * verified about when it reads the file).
 */

/**
 * The size the capture pages ask for (ideal 1920 x 1080): a file of another
 * size is cropped and scaled by Chromium to fit those constraints (a 1200 x 1600
 * portrait file came out 1200 x 1080). Far above the checks' 640 x 480.
 */
export const CAMERA_WIDTH = 1920;
export const CAMERA_HEIGHT = 1080;
/** Identical frames per file: Chromium loops the file, one is enough. */
const FRAMES = 1;

export type CameraScene = Omit<PhonePhotoOptions, 'width' | 'height' | 'wallSvg'> & {
  /** The text whose QR code the phone's screen shows (the capture page's one-time value). */
  code?: string;
  /**
   * Which tiles the wall behind the phone has. The server flags a photo whose
   * perceptual hash (dHash) is near one sent for another policy, and neither
   * the QR code nor the room's `seed` changes that hash reliably: photos for
   * different policies need different walls. Any integer; 0 (the default) is
   * the bare wall of the API tests.
   */
  wall?: number;
};

/**
 * A tiled wall: 9 x 8 tiles of shades drawn from `wall`. The perceptual hash
 * compares neighbouring cells of a 9 x 8 copy, so tiles on that grid give two
 * walls unrelated hashes (about 20 bits apart of 64, beside the same phone).
 */
export function wallTiles(wall: number, width = CAMERA_WIDTH, height = CAMERA_HEIGHT): string {
  if (!wall) return '';
  const rnd = random(wall);
  const w = width / 9;
  const h = height / 8;
  let svg = '';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 9; col++) {
      const shade = Math.round(70 + rnd() * 130);
      svg += `<rect x="${col * w + 3}" y="${row * h + 3}" width="${w - 6}" height="${h - 6}" fill="rgb(${shade},${shade},${shade - 10})" fill-opacity="0.85"/>`;
    }
  }
  return svg;
}

/** RGB (8 bits, 3 channels) to planar YUV 4:2:0, BT.601 limited range (what Chromium assumes for I420). */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  if (width % 2 || height % 2) throw new Error('4:2:0 wants an even width and height');
  const ySize = width * height;
  const cSize = ySize / 4;
  const out = Buffer.alloc(ySize + 2 * cSize);
  for (let i = 0, p = 0; i < ySize; i++, p += 3) {
    const r = rgb[p] as number;
    const g = rgb[p + 1] as number;
    const b = rgb[p + 2] as number;
    out[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  const cw = width / 2;
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((2 * cy + dy) * width + 2 * cx + dx) * 3;
        r += rgb[p] as number;
        g += rgb[p + 1] as number;
        b += rgb[p + 2] as number;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = cy * cw + cx;
      out[ySize + c] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      out[ySize + cSize + c] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return out;
}

/** A Y4M file of `frames` identical frames of one RGB image. */
export function y4m(rgb: Buffer, width: number, height: number, frames = FRAMES): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'latin1');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), rgbToI420(rgb, width, height)]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** The scene's pixels, as the camera will deliver them (before the YUV round trip). */
export async function sceneRgb(scene: CameraScene = {}): Promise<Buffer> {
  const { code, wall = 0, ...rest } = scene;
  const options: PhonePhotoOptions = {
    ...rest,
    width: CAMERA_WIDTH,
    height: CAMERA_HEIGHT,
    wallSvg: wallTiles(wall),
  };
  if (code !== undefined) options.qrText = code;
  else options.qr ??= false;
  return phoneScene(options).removeAlpha().raw().toBuffer();
}

/** The scene as a JPEG (e.g. to upload a photo without the camera). */
export async function sceneJpeg(scene: CameraScene = {}): Promise<Buffer> {
  return sharp(await sceneRgb(scene), {
    raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The last few files made, by scene: each test starts from the same neutral scene. */
const made = new Map<string, Buffer>();

async function cameraBytes(scene: CameraScene): Promise<Buffer> {
  const key = JSON.stringify(scene);
  const known = made.get(key);
  if (known) return known;
  const bytes = y4m(await sceneRgb(scene), CAMERA_WIDTH, CAMERA_HEIGHT);
  if (made.size >= 3) made.delete(made.keys().next().value as string);
  made.set(key, bytes);
  return bytes;
}

/**
 * Writes the scene to the camera's video file. Chromium reads a Y4M file frame
 * by frame through the descriptor it opened at getUserMedia, so:
 * - a file of the same size is overwritten in place (no truncation): a camera
 *   that is already open shows the new scene from its next frame (measured:
 *   within one frame of the write's end), and the next getUserMedia too;
 * - a new file, or one of another size, is written aside and renamed over: an
 *   open camera keeps the old scene (its descriptor holds the old file) until
 *   it is opened again; a truncated file under an open camera would be read
 *   short.
 */
export async function writeCameraFile(file: string, scene: CameraScene = {}): Promise<void> {
  const bytes = await cameraBytes(scene);
  const size = await stat(file).then(
    (s) => s.size,
    () => -1,
  );
  if (size !== bytes.length) {
    await writeFile(`${file}.tmp`, bytes);
    await rename(`${file}.tmp`, file);
    return;
  }
  const handle = await open(file, 'r+');
  try {
    await handle.write(bytes, 0, bytes.length, 0);
  } finally {
    await handle.close();
  }
}
