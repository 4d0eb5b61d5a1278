import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { test as base } from '../tests/fixtures.ts';
import { type CameraScene, writeCameraFile } from './fake-camera.ts';

/** Chromium's fake camera, fed from `file`, with camera and microphone granted without a prompt. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

export type FakeCamera = {
  /** The Y4M file the worker's browser reads its camera from. */
  file: string;
  /**
   * This test's wall (see CameraScene.wall), drawn from the test's id: the
   * photos of two tests never look like one photo sent twice to the server.
   * A test that sends photos for two policies gives the second its own `wall`.
   */
  wall: number;
  /**
   * (Re)writes what the camera sees, on this test's wall unless `scene.wall`
   * says otherwise; an open camera shows it from its next frame.
   */
  setScene: (scene?: CameraScene) => Promise<void>;
  /**
   * Reads the one-time value a capture page shows (its text) and points the
   * camera at a phone whose screen shows its QR code, mirrored. Returns the value.
   */
  showScreenCode: (code: Locator, scene?: CameraScene) => Promise<string>;
};

/** A positive 31-bit number from a text (FNV-1a). */
function numberOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1 || 1;
}

/**
 * Tests whose browser has a fake camera. The camera flag is per browser
 * launch, so each worker that runs these tests launches its own Chromium
 * (the project's launch options plus the camera flags) reading its own file;
 * the tests of a worker run one at a time, so each test owns the file. The
 * usual `page` (project device, baseURL, traces) comes from that browser.
 *
 * Each test starts with a neutral scene (a phone whose screen shows no code,
 * on the test's wall): the file must exist before getUserMedia, or Chromium
 * lists no camera and answers NotFoundError.
 */
export const test = base.extend<{ camera: FakeCamera }, { cameraFile: string }>({
  cameraFile: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const file = path.join(os.tmpdir(), `amparo-e2e-camera-${process.pid}.y4m`);
      await writeCameraFile(file);
      await use(file);
      await rm(file, { force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(cameraFile)] });
    },
    { scope: 'worker' },
  ],
  camera: [
    async ({ cameraFile }, use, testInfo) => {
      const wall = numberOf(`${testInfo.testId}/${testInfo.retry}/${testInfo.repeatEachIndex}`);
      const setScene = (scene: CameraScene = {}) => writeCameraFile(cameraFile, { wall, ...scene });
      await setScene();
      await use({
        file: cameraFile,
        wall,
        setScene,
        showScreenCode: async (locator, scene = {}) => {
          const code = ((await locator.textContent()) ?? '').trim();
          if (!code) throw new Error('the capture page shows no screen code');
          await setScene({ ...scene, code });
          return code;
        },
      });
    },
    // Auto: a test that never asks for the camera still starts from the neutral scene.
    { auto: true },
  ],
});

export { expect } from '../tests/fixtures.ts';
