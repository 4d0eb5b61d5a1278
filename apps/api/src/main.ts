import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { seedDemoClaims } from './db/seed/seed-demo-claims.ts';
import { seedDemoHistory } from './db/seed/seed-demo-history.ts';
import { DEMO_CUSTOMER_EMAIL, seedDemoSales } from './db/seed/seed-demo-sales.ts';
import { buildJobHandlers } from './jobs/handlers.ts';
import { seedSchedules } from './jobs/schedules.ts';
import { startWorker } from './jobs/worker.ts';
import { loggerOptions } from './log-options.ts';
import { findWebDist } from './plugins/web-static.ts';
import { warnIfSandboxInProduction } from './services/payments/sandbox-warning.ts';
import { enforceSharedSettings, sharedSettingsOf } from './services/shared-settings.ts';

/**
 * One process: migrations, idempotent seed, the API under /api, the built web
 * app, and (on the embedded database) the job worker in-process.
 */
async function main() {
  const config = loadConfig();
  // Structured JSON logs; credentials, secrets in URLs and query values never reach them.
  const logger = loggerOptions(config.logLevel);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const prepare = async () => {
    await migrateDatabase(handle);
    return seedDatabase(handle.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demoData: config.seedDemoData,
      production: config.env === 'production',
    });
  };
  // Replicas starting together take turns: the first migrates and seeds, the others find it done.
  const seed = await handle.exclusively('amparo.start', prepare);
  // Several processes on one PostgreSQL must share the link key and the seal; PGlite is one process.
  if (handle.kind === 'postgres') await enforceSharedSettings(handle, await sharedSettingsOf(config));
  if (config.seedDemoData) await seedDemoSales(handle.db, systemClock.now(), config.publicUrl);
  if (config.seedDemoData) await seedDemoHistory(handle.db, systemClock.now(), config.publicUrl);
  const app = await buildApp({ db: handle.db, config, logger, webDist: findWebDist(config.webDist) });
  const sandboxWarning = warnIfSandboxInProduction(config, app.log);
  // The claims desk's demo keeps its files in the app's file store.
  if (config.seedDemoData) await seedDemoClaims(handle.db, app.services.files, systemClock.now());
  // The recurring jobs' next runs, queued once whichever process starts first (src/jobs/schedules.ts).
  await seedSchedules(handle.db, systemClock.now());
  // The one place the worker reads the wall clock; the jobs module takes it from here.
  const clock = systemClock.now;
  const worker =
    handle.kind === 'pglite'
      ? startWorker(
          handle.db,
          app.log,
          buildJobHandlers(config, { files: app.services.files, publicUrl: config.publicUrl }, clock),
          { leaseMs: config.jobLeaseMs, now: clock },
        )
      : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await worker?.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database =
    handle.kind === 'pglite' ? `PGlite en ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)';
  const login = seed.adminPassword
    ? `${seed.adminEmail} / ${seed.adminPassword}${seed.adminCreated ? '' : ' (si no la has cambiado)'}`
    : `${seed.adminEmail} (${config.adminPassword ? 'contraseña de AMPARO_ADMIN_PASSWORD' : 'contraseña mostrada en el primer arranque'})`;
  console.log(
    [
      '',
      `  Amparo está en marcha: ${config.publicUrl}`,
      `  Back office:          ${config.publicUrl}/admin`,
      `  Acceso:               ${login}`,
      ...(config.seedDemoData
        ? [
            `  Área de cliente:      ${config.publicUrl}/area-cliente (${DEMO_CUSTOMER_EMAIL}; el código llega a Correos del back office)`,
          ]
        : []),
      config.apiDocs
        ? `  API y documentación:  ${config.publicUrl}/api/docs`
        : `  API:                  ${config.publicUrl}/api (documentación apagada: API_DOCS)`,
      `  Base de datos:        ${database}`,
      ...(sandboxWarning ? ['', `  ¡ATENCIÓN! ${sandboxWarning}`] : []),
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error('No se ha podido arrancar Amparo:', error instanceof Error ? error.message : error);
  process.exit(1);
});
