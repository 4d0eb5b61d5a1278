import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { warnIfSandboxInProduction } from './sandbox-warning.ts';

const base = { AMPARO_DATA_DIR: '/tmp/amparo-unused', LOG_LEVEL: 'silent' };
const production = { ...base, NODE_ENV: 'production' };
const REDSYS = {
  REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
  REDSYS_MERCHANT_CODE: '123456789',
  REDSYS_SECRET: Buffer.alloc(24, 9).toString('base64'),
};

/** A logger that keeps what it is told. */
function recordingLog() {
  const lines: unknown[][] = [];
  return { lines, warn: (...args: unknown[]) => void lines.push(args) };
}

describe('choosing the card gateway (CARD_GATEWAY)', () => {
  it('refuses to start in production without a gateway named, in Spanish, pointing at the checklist', () => {
    expect(() => loadConfig(production)).toThrow(
      /^Configuración no válida: CARD_GATEWAY es obligatorio en producción.*docs\/operations\.md/,
    );
    // A Redsys address without its merchant code and key is no choice either.
    expect(() => loadConfig({ ...production, REDSYS_URL: REDSYS.REDSYS_URL })).toThrow(
      /CARD_GATEWAY=redsys necesita REDSYS_MERCHANT_CODE y REDSYS_SECRET/,
    );
  });

  it.each([
    ['CARD_GATEWAY=redsys with its settings', { CARD_GATEWAY: 'redsys', ...REDSYS }, 'redsys'],
    ['REDSYS_URL with its merchant code and key', REDSYS, 'redsys'],
    ['CARD_GATEWAY=none', { CARD_GATEWAY: 'none' }, 'none'],
    ['CARD_GATEWAY=sandbox, named', { CARD_GATEWAY: 'sandbox' }, 'sandbox'],
  ])('starts in production with %s', (_label, env, gateway) => {
    expect(loadConfig({ ...production, ...env }).services.cardGateway).toBe(gateway);
  });

  it('keeps the sandbox as the default outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).services.cardGateway).toBe('sandbox');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).services.cardGateway).toBe('sandbox');
  });

  it('warns loudly at start when production runs the sandbox, and only then', () => {
    const log = recordingLog();
    const warning = warnIfSandboxInProduction(loadConfig({ ...production, CARD_GATEWAY: 'sandbox' }), log);
    expect(warning).toMatch(/^Pasarela de pruebas: no se mueve dinero real/);
    expect(log.lines).toEqual([[{ cardGateway: 'sandbox' }, warning]]);
    const quiet = recordingLog();
    for (const config of [
      loadConfig({ ...production, CARD_GATEWAY: 'redsys', ...REDSYS }),
      loadConfig({ ...production, CARD_GATEWAY: 'none' }),
      loadConfig({ ...base, NODE_ENV: 'development' }),
    ])
      expect(warnIfSandboxInProduction(config, quiet)).toBeNull();
    expect(quiet.lines).toEqual([]);
  });
});

describe('CARD_GATEWAY=none', () => {
  const t = useTestApp({ env: { CARD_GATEWAY: 'none' } });

  it('serves no sandbox pages', async () => {
    for (const step of ['realizarPago', 'pagar', '3ds']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/sandbox-gateway/${step}`, payload: {} });
      expect(res.statusCode, step).toBe(404);
    }
  });
});
