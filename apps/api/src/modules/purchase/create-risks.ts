import type { BookingRequestSchema, z } from '@amparo/contract';
import { isDeviceCoverable, ProductType, RiskType, requiresPhoneCheck } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import {
  policyRisks,
  riskDevices,
  riskMobiles,
  riskPersons,
  riskPortables,
  riskScooters,
  riskSmarttvs,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type Booking = z.output<typeof BookingRequestSchema>;
type Device = NonNullable<Booking['device']>;
type Item = NonNullable<Booking['items']>[number];

/** What is insured, checked against the product type before anything is written. */
export function insuredValue(productTypeId: number, booking: Booking, now: Date): number {
  if (productTypeId === ProductType.MULTI_DEVICE) {
    const items = booking.items ?? [];
    if (items.length === 0)
      throw new AppError('unprocessable', 'Añade al menos un aparato al seguro multidispositivo');
    const tooOld = items.findIndex(
      (item) => item.kind !== 'mobile' && !isDeviceCoverable(item.purchase_date, now),
    );
    if (tooOld >= 0) {
      throw new AppError(
        'unprocessable',
        'Solo aseguramos electrodomésticos y equipos multimedia de menos de 3 años',
        [{ path: `body.items.${tooOld}.purchase_date`, message: 'Tiene 3 años o más' }],
      );
    }
    return items.reduce((sum, item) => sum + item.value, 0);
  }
  if (!booking.device) throw new AppError('unprocessable', 'Indica el dispositivo que quieres asegurar');
  if (productTypeId === ProductType.EXTENDED_WARRANTY) {
    if (!booking.device.purchase_date)
      throw new AppError('unprocessable', 'Indica la fecha de compra del aparato');
    if (!isDeviceCoverable(booking.device.purchase_date, now)) {
      throw new AppError('unprocessable', 'La garantía extendida es para aparatos de menos de 3 años');
    }
  }
  return booking.device.value;
}

async function insertRisk(
  tx: Executor,
  policyId: number,
  riskType: number,
  name: string,
  description?: string,
) {
  const [risk] = await tx
    .insert(policyRisks)
    .values({ policy_id: policyId, risk_type: riskType, name, description: description ?? null })
    .returning();
  return risk!.id;
}

const label = (d: Pick<Device, 'brand' | 'model'>) => `${d.brand} ${d.model}`;

async function insertMobile(
  tx: Executor,
  policyId: number,
  d: Pick<Device, 'brand' | 'model' | 'reference'>,
) {
  const riskId = await insertRisk(tx, policyId, RiskType.MOBILE, label(d));
  await tx
    .insert(riskMobiles)
    .values({ policy_risk_id: riskId, brand: d.brand, model: d.model, reference: d.reference ?? null });
}

async function insertItem(tx: Executor, policyId: number, item: Item) {
  if (item.kind === 'mobile') return insertMobile(tx, policyId, item);
  const riskType = item.kind === 'appliance' ? RiskType.APPLIANCE : RiskType.MULTIMEDIA;
  const riskId = await insertRisk(tx, policyId, riskType, label(item), item.device_type);
  await tx.insert(riskDevices).values({
    policy_risk_id: riskId,
    brand: item.brand,
    model: item.model,
    reference: item.reference ?? null,
    device_kind: item.device_type ?? null,
    purchase_date: item.purchase_date,
    value_cents: item.value,
  });
}

/** One risk and its sub-record per insured thing (spec 3), by product type. */
export async function createRisks(tx: Executor, policyId: number, productTypeId: number, booking: Booking) {
  const device = booking.device;
  switch (productTypeId) {
    case ProductType.MOBILE:
      return insertMobile(tx, policyId, device!);
    case ProductType.SCOOTER: {
      const scooter = await insertRisk(tx, policyId, RiskType.SCOOTER, label(device!));
      await tx.insert(riskScooters).values({
        policy_risk_id: scooter,
        brand: device!.brand,
        model: device!.model,
        reference: device!.reference ?? null,
      });
      // The scooter cover includes the rider's accident cover: the person is a risk too.
      const person = await insertRisk(
        tx,
        policyId,
        RiskType.PERSON,
        `${booking.holder.name} ${booking.holder.surname1}`,
      );
      await tx
        .insert(riskPersons)
        .values({ policy_risk_id: person, id_number: booking.holder.document_code });
      return;
    }
    case ProductType.EXTENDED_WARRANTY: {
      const riskId = await insertRisk(tx, policyId, RiskType.DEVICE, label(device!));
      await tx.insert(riskDevices).values({
        policy_risk_id: riskId,
        brand: device!.brand,
        model: device!.model,
        reference: device!.reference ?? null,
        purchase_date: device!.purchase_date ?? null,
        value_cents: device!.value,
      });
      return;
    }
    case ProductType.MULTI_DEVICE:
      for (const item of booking.items ?? []) await insertItem(tx, policyId, item);
      return;
    case ProductType.PORTABLE:
    case ProductType.SMART_TV: {
      const isTv = productTypeId === ProductType.SMART_TV;
      const riskId = await insertRisk(
        tx,
        policyId,
        isTv ? RiskType.SMART_TV : RiskType.PORTABLE,
        label(device!),
      );
      const values = {
        policy_risk_id: riskId,
        brand: device!.brand,
        model: device!.model,
        reference: device!.reference ?? null,
        part_number: device!.part_number ?? null,
      };
      await tx.insert(isTv ? riskSmarttvs : riskPortables).values(values);
      return;
    }
    default:
      throw new AppError('not_found', `Producto no encontrado: ${productTypeId}`);
  }
}

/** A phone needs the photo check (the rule is the domain's requiresPhoneCheck). */
export const needsPhoneCheck = (productTypeId: number, booking: Booking) =>
  requiresPhoneCheck(
    productTypeId,
    (booking.items ?? []).map((item) => item.kind),
  );
