import type { CallYouRequestSchema, CallYouResponse, z } from '@amparo/contract';
import { callBackHolidays, isWithinCallBackHours, parseHolidayList } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import { readSettings } from '../settings/read-settings.ts';

type Input = z.output<typeof CallYouRequestSchema>;

/**
 * Stores a call-me-back request. A preferred time must be in the future and
 * inside the call-back hours of spec 9 (weekdays 9-19h, weekends and holidays 10-18h, the
 * holidays national and the call centre's regional ones, setting call_back_regional_holidays).
 */
export async function requestCallBack(
  db: Database,
  input: Input,
  context: { now: Date; ip?: string },
): Promise<CallYouResponse> {
  // Public and unauthenticated: a flood from one address must not bury real requests.
  await hitRateLimit(db, `public-write:${context.ip ?? 'unknown'}`, LIMITS.publicWritesPerIp, context.now);
  const preferred = input.preferred_time ? new Date(input.preferred_time) : null;
  if (preferred) {
    if (preferred.getTime() < context.now.getTime()) {
      throw new AppError('CALL_TIME_PAST', {
        errors: [{ path: 'body.preferred_time', message: 'La hora preferida ya ha pasado' }],
      });
    }
    // Rest-day hours on Spain's national holidays and the call centre's regional ones (spec 9).
    const regional = parseHolidayList((await readSettings(db, true)).call_back_regional_holidays ?? '') ?? [];
    if (!isWithinCallBackHours(preferred, callBackHolidays(preferred, regional))) {
      throw new AppError('CALL_TIME_OUT_OF_HOURS', {
        errors: [{ path: 'body.preferred_time', message: 'Fuera del horario de llamadas' }],
      });
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        phone: input.phone,
        preferred_slot: input.preferred_slot,
        preferred_time: preferred,
        reason: input.reason ?? null,
        source: input.source ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await writeAudit(tx, {
      action: 'contact_request.create',
      entityType: 'contact_request',
      entityId: row.id,
      after: row,
      ip: context.ip,
    });
    return {
      id: row.id,
      status: 'open',
      preferred_slot: input.preferred_slot,
      preferred_time: row.preferred_time ? row.preferred_time.toISOString() : null,
      message: 'Hemos recibido tu solicitud: te llamaremos lo antes posible',
    };
  });
}
