import pino from 'pino';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { buildJobHandlers } from './jobs/handlers.ts';
import { seedSchedules } from './jobs/schedules.ts';
import { startWorker } from './jobs/worker.ts';
import { loggerOptions } from './log-options.ts';
import { warnIfSandboxInProduction } from './services/payments/sandbox-warning.ts';
import { createServices } from './services/registry.ts';
import { enforceSharedSettings, sharedSettingsOf } from './services/shared-settings.ts';

/** `npm run worker`: the job worker as its own process, for a real PostgreSQL with several API replicas. */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  // The worker charges stored cards too: it says so when that charge moves no money.
  warnIfSandboxInProduction(config, log);
  if (!config.databaseUrl) {
    log.error(
      'npm run worker necesita DATABASE_URL: con la base de datos embebida, npm start ya ejecuta los trabajos',
    );
    process.exit(1);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  await enforceSharedSettings(handle, await sharedSettingsOf(config));
  await seedSchedules(handle.db, systemClock.now());
  // The one place the worker reads the wall clock; the jobs module takes it from here.
  const clock = systemClock.now;
  const worker = startWorker(
    handle.db,
    log,
    buildJobHandlers(config, { files: createServices(config).files, publicUrl: config.publicUrl }, clock),
    { leaseMs: config.jobLeaseMs, now: clock },
  );
  log.info('worker started');
  const stop = async () => {
    await worker.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('No se ha podido arrancar el worker:', error instanceof Error ? error.message : error);
  process.exit(1);
});
