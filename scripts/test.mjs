// npm test: lint, typecheck, build and the end-to-end tests in Chromium against the built app in
// one lane; beside it, at low priority, the API integration tests on PGlite (and on PostgreSQL when
// DATABASE_URL is set) and the unit tests. Ends with each step's seconds and one summary line of
// all counts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const steps = [];
const suiteStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs one step in the background: the output is kept and printed whole when the
 * step ends, with its seconds, so two lanes running at once do not interleave their lines.
 */
function runBuffered(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')} (${seconds} s)`);
      process.stdout.write(Buffer.concat(chunks));
      steps.push({ name, ok, seconds, from: ((started - suiteStarted) / 1000).toFixed(0) });
      resolve(ok);
    });
  });
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

// The final line counts runs: the API suite runs once per database and e2e once
// per viewport, so one test can count two or three times there. The line before
// it names each test that ran once, by file and title, and says where the
// repeats come from.
const RAN = new Set(['passed', 'failed', 'expected', 'unexpected', 'flaky']);

/** Ids ("file › title path") of the tests a vitest JSON report ran, one entry per run. */
function vitestRuns(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => RAN.has(test.status))
      .map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
  );
}

/** The same for a Playwright JSON report, with the viewport projects that ran each test. */
function playwrightRuns(report) {
  const runs = [];
  const projects = new Set();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (!RAN.has(test.status)) continue;
        runs.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
        projects.add(test.projectName);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return { runs, projects: [...projects] };
}

/** "distinct tests: N (unit 700 · api-pglite 300 · api-postgres 300 runs, all counted above · …)". */
function distinctSummary() {
  const seen = new Set();
  const parts = [];
  for (const step of steps) {
    const file = path.join(results, `${step.name}.json`);
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!report.testResults && !report.suites) continue; // a step's own report, not a test report
    const { runs, projects } = report.testResults
      ? { runs: vitestRuns(report), projects: [] }
      : playwrightRuns(report);
    const ids = new Set(runs);
    const fresh = [...ids].filter((id) => !seen.has(id)).length;
    for (const id of ids) seen.add(id);
    let part = `${step.name} ${runs.length}`;
    if (runs.length !== ids.size) part += ` runs of ${ids.size} tests (${projects.join(', ')})`;
    if (fresh === 0 && ids.size > 0) part += ', the same tests again';
    else if (fresh < ids.size) part += `, ${ids.size - fresh} already counted`;
    parts.push(part);
  }
  return `distinct tests: ${seen.size} (${parts.join(' · ')})`;
}

function vitestArgs(name, project, files = []) {
  return [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${name}.json`)}`,
    ...files,
  ];
}

/**
 * A vitest run at low priority (nice 10): the journeys in Chromium run beside these suites, and on a
 * two-core machine they must get the CPU they ask for (a page must show up within its timeout), while
 * the suites soak up what the browsers leave idle.
 */
async function vitest(name, project, env = {}, files = []) {
  const ok = await runBuffered(name, 'nice', ['-n', '10', 'npx', ...vitestArgs(name, project, files)], env);
  countVitest(path.join(results, `${name}.json`));
  return ok;
}

// The API files run on PGlite too when the suite runs on PostgreSQL (CI): the ones that touch the
// database adapter itself (migrations and seeds, the job queue, raw queries, races and idempotency).
// Every other route runs on PGlite in the end-to-end journeys, whose server is the embedded one
// `npm start` uses. Without DATABASE_URL the whole API suite runs on PGlite; AMPARO_FULL_PGLITE=1
// runs it whole on both. docs/decisions/0018-one-database-per-api-run.md.
const PGLITE_WITH_POSTGRES = [
  'apps/api/src/db/',
  'apps/api/src/jobs/',
  'apps/api/src/clock.test.ts',
  'apps/api/src/services/shared-settings.test.ts',
  'apps/api/src/modules/claims/claims-desk-races.test.ts',
  'apps/api/src/modules/purchase/idempotency-scope.test.ts',
  'apps/api/src/modules/policies/policy-list-statements.test.ts',
  'apps/api/src/modules/sepa/',
];

// Three lanes on the machine's two cores (docs/performance.md, "Test suite"). The browser lane runs
// lint, typecheck and the build, then the end-to-end journeys against the built app at once, at normal
// priority, then the resilience suite. Beside it, at low priority, the API suite on PostgreSQL, and the
// unit suite then the API files on PGlite: they use what the browsers leave idle, and both cores once
// the journeys end. (Unprioritised beside the API suite the journeys once took four times as long and
// timed out.) Each API run builds its own database template (apps/api/test/global-setup.ts).
let staticChecks = true;
let e2eOut = null;
const onPostgres = Boolean(process.env.DATABASE_URL);
// The API suite on PostgreSQL is the longest step and has a lane of its own. The resilience suite is
// mostly waiting on the processes it kills and restarts: it follows the journeys, beside the other two
// suites' last minutes, instead of running alone at the end with the cores idle (docs/performance.md).
const apiLane = (async () => {
  if (!onPostgres) return vitest('api-pglite', 'api', { AMPARO_TEST_DB: 'pglite' });
  await vitest('api-postgres', 'api', { AMPARO_TEST_DB: 'postgres' });
})();
const unitLane = (async () => {
  await vitest('unit', 'unit');
  if (!onPostgres) return;
  const subset = process.env.AMPARO_FULL_PGLITE === '1' ? [] : PGLITE_WITH_POSTGRES;
  await vitest('api-pglite', 'api', { AMPARO_TEST_DB: 'pglite' }, subset);
})();
const browserLane = (async () => {
  staticChecks = (await runBuffered('lint', 'npm', ['run', 'lint', '--silent'])) && staticChecks;
  staticChecks = (await runBuffered('typecheck', 'npm', ['run', 'typecheck', '--silent'])) && staticChecks;
  const built = await runBuffered('build', 'npm', ['run', 'build', '--silent']);
  if (built) {
    await runBuffered('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']);
    e2eOut = path.join(results, 'e2e.json');
    await runBuffered(
      'e2e',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
    );
    // The server logged every request of that run: none may carry a secret or a person's ID (docs/security.md).
    await runBuffered('log secrets', 'node', ['--import', 'tsx', 'e2e/support/check-log-secrets.ts']);
  }
  // Real server and worker processes killed with SIGKILL and restarted, two of each on one
  // database (docs/operations.md); PGlite is one process, so these need PostgreSQL.
  if (onPostgres) await vitest('resilience', 'resilience');
})();
await Promise.all([apiLane, unitLane, browserLane]);
if (!process.env.DATABASE_URL)
  console.log('\n(DATABASE_URL no está definida: las pruebas de API se ejecutan solo sobre PGlite)');
if (!process.env.DATABASE_URL)
  console.log(
    '(la prueba de resiliencia necesita PostgreSQL y no se ha ejecutado: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project resilience)',
  );
if (e2eOut && fs.existsSync(e2eOut)) {
  const { stats } = JSON.parse(fs.readFileSync(e2eOut, 'utf8'));
  // A journey that passed only on its retry (the retry records its trace) counts as failed.
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
  totals.skipped += stats.skipped;
}

console.log(`\n━━ resumen ━━ (${((Date.now() - suiteStarted) / 1000).toFixed(1)} s en total)`);
for (const step of steps)
  console.log(
    `${step.ok ? 'ok  ' : 'FALLO'} ${step.name} (${step.seconds} s, desde el segundo ${step.from})`,
  );
const failedSteps = steps.filter((s) => !s.ok).length;
if (!staticChecks) console.log('lint o typecheck han fallado');
console.log(distinctSummary());
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
