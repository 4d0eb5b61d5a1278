import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sharedSettings } from '../db/schema/index.ts';
import { linkSecret } from './files/link-secret.ts';
import { loadSigningCertificate } from './signature/signing-certificate.ts';

/** One setting that must be the same on every process of a database, by what identifies it. */
export type SharedSetting = { setting: string; fingerprint: string; describe: string };

/**
 * What this process would use for the settings every API and worker on one database must share:
 * the key of download links (an HMAC keyed by it, so the row tells nothing of the key) and the
 * seal certificate (its SHA-256, as `pdfsig` shows it).
 */
export async function sharedSettingsOf(
  config: Pick<Config, 'files' | 'signing' | 'dataDir'>,
): Promise<SharedSetting[]> {
  const secret = linkSecret(config.files.linkSecret, config.dataDir)();
  const certificate = await loadSigningCertificate({ ...config.signing, dataDir: config.dataDir });
  return [
    {
      setting: 'FILES_LINK_SECRET',
      fingerprint: createHmac('sha256', secret)
        .update('amparo.shared-settings.files-link-secret')
        .digest('hex'),
      describe: config.files.linkSecret
        ? 'la clave de FILES_LINK_SECRET'
        : 'la clave generada en la carpeta de datos',
    },
    {
      setting: 'SIGNING_P12_PATH',
      fingerprint: certificate.fingerprintSha256,
      describe: `el certificado de sello con huella SHA-256 ${certificate.fingerprintSha256}`,
    },
  ];
}

/**
 * The first process on a database records each fingerprint; every later one compares and refuses
 * to start on a difference (a link minted by one replica would fail on another, contracts would be
 * sealed by two certificates). Under an advisory lock, so processes starting together take turns.
 * Rotating: docs/operations.md, "Shared settings".
 */
export async function enforceSharedSettings(
  handle: DatabaseHandle,
  settings: SharedSetting[],
): Promise<void> {
  await handle.exclusively('amparo.shared-settings', async () => {
    await handle.db
      .insert(sharedSettings)
      .values(settings.map(({ setting, fingerprint }) => ({ setting, fingerprint })))
      .onConflictDoNothing();
    const recorded = await handle.db
      .select()
      .from(sharedSettings)
      .where(
        inArray(
          sharedSettings.setting,
          settings.map((s) => s.setting),
        ),
      );
    const differing = settings.filter(
      (s) => recorded.find((r) => r.setting === s.setting)?.fingerprint !== s.fingerprint,
    );
    if (differing.length === 0) return;
    throw new Error(
      differing
        .map(
          (s) =>
            `${s.setting} no coincide con el de los demás procesos de esta base de datos: este proceso usa ${s.describe}, y el primero que arrancó registró otra huella. Pon el mismo valor en todas las API y workers (o, si lo estás cambiando, sigue «Shared settings» en docs/operations.md).`,
        )
        .join(' '),
    );
  });
}
