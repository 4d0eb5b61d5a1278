import { readFile } from 'node:fs/promises';
import { gradePhoto, PHOTO_THRESHOLDS } from '@amparo/domain';
import type { Page } from '@playwright/test';
import type { OcrEngine } from '../../apps/api/src/services/ocr/ocr-engine.ts';
import { readImei } from '../../apps/api/src/services/ocr/read-imei.ts';
import { measurePhoto } from '../../apps/api/src/services/photo-checks/measure-photo.ts';
import { hammingDistance } from '../../apps/api/src/services/photo-checks/pixel-measures.ts';
import { readScreenCode } from '../../apps/api/src/services/photo-checks/screen-code.ts';
import { expect, test } from '../support/camera-browser.ts';
import { CAMERA_HEIGHT, CAMERA_WIDTH } from '../support/fake-camera.ts';
import { writeImeiScreenshot } from '../support/imei-screenshot.ts';

// The fake camera the phone-check journeys take their photos with:
// what the browser's camera shows is the scene the test wrote last, a phone in
// a mirror whose screen shows the QR code of a given value, and that frame
// passes the server's automatic photo checks. See e2e/README.md.

const limits = { maxBytes: 15 * 1024 * 1024, maxPixels: 50_000_000 };

/** Opens the camera as the capture pages do (use-camera.ts) and shows it in a <video>. */
function openCamera(page: Page) {
  return page.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 1920 }, height: { ideal: 1080 } },
      audio: false,
    });
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    Object.assign(window, { e2eCamera: { stream, video } });
    const { width, height } = stream.getVideoTracks()[0]?.getSettings() ?? {};
    return { width, height };
  });
}

/**
 * The next frame the camera delivers as a capture page sends it (resize-photo.ts): drawn to a
 * canvas with its longest side at 1600 px, JPEG at 0.85.
 */
async function takeFrame(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(async () => {
    const { video } = (window as unknown as { e2eCamera: { video: HTMLVideoElement } }).e2eCamera;
    await new Promise((resolve) => video.requestVideoFrameCallback(resolve));
    const scale = Math.min(1, 1600 / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The code the camera shows, polled frame by frame (a rewritten file shows from the next frame read). */
const codeSeen = (page: Page) => async () => readScreenCode(await takeFrame(page));

const closeCamera = (page: Page) =>
  page.evaluate(() => {
    const { stream } = (window as unknown as { e2eCamera: { stream: MediaStream } }).e2eCamera;
    for (const track of stream.getTracks()) track.stop();
  });

test('the fake camera shows the QR of the value written last, and its frame passes the photo checks', async ({
  page,
  camera,
}) => {
  await page.goto('/');

  // Written before getUserMedia: the first frame already shows it.
  await camera.setScene({ code: 'AMP-E2E-ONE' });
  expect(await openCamera(page)).toEqual({ width: CAMERA_WIDTH, height: CAMERA_HEIGHT });
  const frame = await takeFrame(page);
  expect(await readScreenCode(frame)).toBe('AMP-E2E-ONE');
  const checks = await measurePhoto(frame, { side: 'front', limits, expectedCode: 'AMP-E2E-ONE' });
  expect(checks).toMatchObject({ decoded: true, width: 1600, height: 900, screenCode: 'match' });
  // Not too dark, bright or blurred: a journey's photos are validated by the machine.
  expect(gradePhoto(checks), JSON.stringify(checks)).toEqual({ side: 'front', problems: [], doubts: [] });

  // Rewritten while the camera is open (a capture page opens it before it shows its code).
  await camera.setScene({ code: 'AMP-E2E-TWO' });
  await expect.poll(codeSeen(page), { timeout: 3_000 }).toBe('AMP-E2E-TWO');

  // Closed and opened again in the same browser: the second capture sees the new file.
  await closeCamera(page);
  await camera.setScene({ code: 'AMP-E2E-THREE' });
  await openCamera(page);
  expect(await readScreenCode(await takeFrame(page))).toBe('AMP-E2E-THREE');

  // A phone with no code on its screen (a back photo), on another test's wall.
  await camera.setScene({ wall: camera.wall + 1 });
  await expect.poll(codeSeen(page), { timeout: 3_000 }).toBeNull();
  const back = await takeFrame(page);
  const backChecks = await measurePhoto(back, { side: 'back', limits });
  expect(gradePhoto(backChecks), JSON.stringify(backChecks)).toEqual({
    side: 'back',
    problems: [],
    doubts: [],
  });
  // Another wall is another photo to the server's reuse check (dHash), whatever the code shows.
  expect(hammingDistance(checks.dhash ?? '', backChecks.dhash ?? '')).toBeGreaterThan(
    PHOTO_THRESHOLDS.sameHashDistance,
  );
  await closeCamera(page);
});

test('a capture page reads its code from the page text: showScreenCode', async ({ page, camera }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const code = document.createElement('span');
    code.dataset.testid = 'screen-code';
    code.textContent = ' AMP-E2E-PAGE ';
    document.body.append(code);
  });
  await openCamera(page);
  expect(await camera.showScreenCode(page.getByTestId('screen-code'))).toBe('AMP-E2E-PAGE');
  await expect.poll(codeSeen(page), { timeout: 3_000 }).toBe('AMP-E2E-PAGE');
  await closeCamera(page);
});

test('an IMEI screenshot for the upload: the page gets the file, the server reader finds its IMEI', async ({
  page,
}) => {
  const { file, imei } = await writeImeiScreenshot();
  await page.goto('/');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.dataset.testid = 'e2e-file';
    document.body.append(input);
  });
  await page.getByTestId('e2e-file').setInputFiles(file);
  const sent = await page.getByTestId('e2e-file').evaluate(async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    return chosen
      ? { type: chosen.type, bytes: [...new Uint8Array(await chosen.slice(0, 4).arrayBuffer())] }
      : null;
  });
  expect(sent).toEqual({ type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] });
  // The barcode under the number is read without OCR, exactly (an OCR engine here would be a failure).
  const noOcr: OcrEngine = {
    kind: 'none',
    readText: () => Promise.reject(new Error('OCR was not expected')),
  };
  expect(await readImei(await readFile(file), noOcr, limits)).toEqual({ imei, source: 'barcode' });
});
