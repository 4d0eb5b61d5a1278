// npm test: lint, typecheck, unit tests, API integration tests on PGlite (and
// on PostgreSQL when DATABASE_URL is set), then the end-to-end tests in
// Chromium against the built app. Ends with one summary line of all counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const steps = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function vitest(name, project, env = {}) {
  const out = path.join(results, `${name}.json`);
  const args = [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const ok = run(name, 'npx', args, env);
  countVitest(out);
  return ok;
}

const staticChecks =
  run('lint', 'npx', ['biome', 'check', '.']) & run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit', 'unit');
vitest('api-pglite', 'api', { AMPARO_TEST_DB: 'pglite' });
if (process.env.DATABASE_URL) vitest('api-postgres', 'api', { AMPARO_TEST_DB: 'postgres' });
else console.log('\n(DATABASE_URL no está definida: las pruebas de API se ejecutan solo sobre PGlite)');

if (run('build', 'npm', ['run', 'build', '--silent'])) {
  run('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']);
  const out = path.join(results, 'e2e.json');
  run('e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (fs.existsSync(out)) {
    const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

console.log('\n━━ resumen ━━');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FALLO'} ${step.name} (${step.seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (!staticChecks) console.log('lint o typecheck han fallado');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps === 0 && totals.failed === 0 ? 0 : 1);
