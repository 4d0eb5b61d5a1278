import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { SANDBOX_NOTICE } from './sandbox-gateway.ts';

/**
 * A production server may run the sandbox gateway only when CARD_GATEWAY=sandbox
 * is named (config.ts refuses to default to it); it then says so loudly at
 * start, so nobody takes its approved payments for money received.
 * Returns the warning it logged, or null.
 */
export function warnIfSandboxInProduction(
  config: Pick<Config, 'env' | 'services'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): string | null {
  if (config.env !== 'production' || config.services.cardGateway !== 'sandbox') return null;
  const warning = `${SANDBOX_NOTICE}: CARD_GATEWAY=sandbox en producción; los pagos con tarjeta aprobados no cobran nada`;
  log.warn({ cardGateway: 'sandbox' }, warning);
  return warning;
}
