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
  /** (Re)writes what the camera sees; an open camera shows it from its next frame. */
  setScene: (scene: CameraScene) => Promise<void>;
  /**
   * Reads the one-time value a capture page shows (its text) and points the
   * camera at a phone whose screen shows its QR code, mirrored. Returns the value.
   */
  showScreenCode: (code: Locator) => Promise<string>;
};

/**
 * Tests whose browser has a fake camera. The camera flag is per browser
 * launch, so each worker that runs these tests launches its own Chromium
 * (the project's launch options plus the camera flags) reading its own file;
 * the tests of a worker run one at a time, so each test owns the file. The
 * usual `page` (project device, baseURL, traces) comes from that browser.
 *
 * Each test starts with a neutral scene (a phone whose screen shows no code):
 * the file must exist before getUserMedia, or Chromium lists no camera and
 * answers NotFoundError.
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
    async ({ cameraFile }, use) => {
      await writeCameraFile(cameraFile);
      const setScene = (scene: CameraScene) => writeCameraFile(cameraFile, scene);
      await use({
        file: cameraFile,
        setScene,
        showScreenCode: async (locator) => {
          const code = ((await locator.textContent()) ?? '').trim();
          if (!code) throw new Error('the capture page shows no screen code');
          await setScene({ code });
          return code;
        },
      });
    },
    // Auto: a test that never asks for the camera still starts from the neutral scene.
    { auto: true },
  ],
});

export { expect } from '../tests/fixtures.ts';
