import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sharedSettings } from '../db/schema/index.ts';
import { enforceSharedSettings, sharedSettingsOf } from './shared-settings.ts';

const LINK_SECRET = 'una-clave-de-enlaces-compartida-por-todos-2026';
let handle: DatabaseHandle;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-shared-settings-'));
const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-shared-settings-other-'));

/** The settings of a process started with `env` (one data folder unless told otherwise). */
const settingsOf = (env: Record<string, string>, dir = dataDir) =>
  sharedSettingsOf(loadConfig({ AMPARO_DATA_DIR: dir, ...env }));

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(otherDataDir, { recursive: true, force: true });
});

describe(`shared settings (${process.env.AMPARO_TEST_DB ?? 'pglite'})`, () => {
  it('the first process records fingerprints, never the secret; the same settings start again', async () => {
    const settings = await settingsOf({ FILES_LINK_SECRET: LINK_SECRET });
    await enforceSharedSettings(handle, settings);
    await enforceSharedSettings(handle, await settingsOf({ FILES_LINK_SECRET: LINK_SECRET }));
    const rows = await handle.db.select().from(sharedSettings).orderBy(sharedSettings.setting);
    expect(rows.map((r) => r.setting)).toEqual(['FILES_LINK_SECRET', 'SIGNING_P12_PATH']);
    expect(rows.map((r) => r.fingerprint)).toEqual(settings.map((s) => s.fingerprint));
    expect(JSON.stringify(rows)).not.toContain(LINK_SECRET);
    expect(JSON.stringify(rows)).not.toContain(Buffer.from(LINK_SECRET).toString('hex'));
  });

  it('a process with another FILES_LINK_SECRET refuses, naming the setting', async () => {
    const other = await settingsOf({ FILES_LINK_SECRET: 'otra-clave-de-enlaces-distinta-de-la-primera' });
    await expect(enforceSharedSettings(handle, other)).rejects.toThrow(
      /^FILES_LINK_SECRET no coincide con el de los demás procesos/,
    );
  });

  it('a process with another seal certificate refuses, naming SIGNING_P12_PATH', async () => {
    // Another data folder and no SIGNING_P12_PATH: a self-signed seal of its own.
    const other = await settingsOf({ FILES_LINK_SECRET: LINK_SECRET }, otherDataDir);
    const refusal = enforceSharedSettings(handle, other);
    await expect(refusal).rejects.toThrow(/^SIGNING_P12_PATH no coincide/);
    await expect(refusal).rejects.not.toThrow(/FILES_LINK_SECRET/);
  });

  it('after the recorded fingerprint is forgotten (rotation), the next process records its own', async () => {
    const rotated = await settingsOf({ FILES_LINK_SECRET: 'la-clave-nueva-tras-la-rotacion-de-2026' });
    await handle.db.delete(sharedSettings);
    await enforceSharedSettings(handle, rotated);
    await expect(
      enforceSharedSettings(handle, await settingsOf({ FILES_LINK_SECRET: LINK_SECRET })),
    ).rejects.toThrow(/FILES_LINK_SECRET/);
  });
});
