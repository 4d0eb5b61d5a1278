import { type BookingRequestSchema, type InsuredByLine, InsuredByLineSchema, type z } from '@amparo/contract';
import { policyInsuredValue, purchaseDateProblem } from '@amparo/domain';
import { AppError } from '../../errors.ts';

type Booking = z.output<typeof BookingRequestSchema>;

const TOO_OLD = {
  items: 'Solo aseguramos electrodomésticos y equipos multimedia de menos de 3 años',
  device: 'La garantía extendida es para aparatos de menos de 3 años',
};

/**
 * What the booking insures, read with the shape its product line needs
 * (contract InsuredByLineSchema) and checked against the domain's 3-year
 * rule, with the insured value (the device's, or the sum of the items).
 */
export function readInsured(
  productTypeId: number,
  booking: Pick<Booking, 'device' | 'items'>,
  now: Date,
): { insured: InsuredByLine; value: number } {
  const parsed = InsuredByLineSchema.safeParse({
    product_type_id: productTypeId,
    device: booking.device,
    items: booking.items,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('unprocessable', issues[0]?.message ?? 'Revisa el dispositivo', issues);
  }
  const insured = parsed.data;
  const things = 'items' in insured ? insured.items : [insured.device];
  const where = 'items' in insured ? 'items' : 'device';
  const tooOld = things.findIndex((thing) => purchaseDateProblem(productTypeId, thing, now) !== null);
  if (tooOld >= 0) {
    const path = where === 'items' ? `body.items.${tooOld}.purchase_date` : 'body.device.purchase_date';
    throw new AppError('unprocessable', TOO_OLD[where], [{ path, message: 'Tiene 3 años o más' }]);
  }
  // Never null here: the schema asked for every value and at least one item.
  const value = policyInsuredValue(productTypeId, insured) ?? 0;
  return { insured, value };
}
