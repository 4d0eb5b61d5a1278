import type { BookingRequestSchema, InsuredByLine, z } from '@amparo/contract';
import { deviceName, ProductType, RiskType, requiresPhoneCheck } from '@amparo/domain';
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

type Holder = z.output<typeof BookingRequestSchema>['holder'];
type Device = Extract<InsuredByLine, { device: unknown }>['device'];
type Item = Extract<InsuredByLine, { items: unknown }>['items'][number];

async function insertRisk(
  tx: Executor,
  policyId: number,
  riskType: RiskType,
  name: string,
  description?: string,
): Promise<number> {
  const [risk] = await tx
    .insert(policyRisks)
    .values({ policy_id: policyId, risk_type: riskType, name, description: description ?? null })
    .returning({ id: policyRisks.id });
  if (!risk) throw new Error('The new risk was not returned');
  return risk.id;
}

const deviceFields = (d: Pick<Device, 'brand' | 'model' | 'reference'>) => ({
  brand: d.brand,
  model: d.model,
  reference: d.reference ?? null,
});

async function insertMobile(
  tx: Executor,
  policyId: number,
  d: Pick<Device, 'brand' | 'model' | 'reference'>,
) {
  const riskId = await insertRisk(tx, policyId, RiskType.MOBILE, deviceName(d));
  await tx.insert(riskMobiles).values({ policy_risk_id: riskId, ...deviceFields(d) });
}

/** A device insured with its purchase date and value: the extended warranty's, or a multi-device item. */
async function insertDatedDevice(
  tx: Executor,
  policyId: number,
  riskType: RiskType,
  d: Device & { purchase_date: string; device_type?: string | undefined },
) {
  const riskId = await insertRisk(tx, policyId, riskType, deviceName(d), d.device_type);
  await tx.insert(riskDevices).values({
    policy_risk_id: riskId,
    ...deviceFields(d),
    device_kind: d.device_type ?? null,
    purchase_date: d.purchase_date,
    value_cents: d.value,
  });
}

async function insertItem(tx: Executor, policyId: number, item: Item) {
  if (item.kind === 'mobile') return insertMobile(tx, policyId, item);
  const riskType = item.kind === 'appliance' ? RiskType.APPLIANCE : RiskType.MULTIMEDIA;
  return insertDatedDevice(tx, policyId, riskType, item);
}

/** One risk and its sub-record per insured thing (spec 3), by product line. */
export async function createRisks(tx: Executor, policyId: number, insured: InsuredByLine, holder: Holder) {
  switch (insured.product_type_id) {
    case ProductType.MOBILE:
      return insertMobile(tx, policyId, insured.device);
    case ProductType.SCOOTER: {
      const scooter = await insertRisk(tx, policyId, RiskType.SCOOTER, deviceName(insured.device));
      await tx.insert(riskScooters).values({ policy_risk_id: scooter, ...deviceFields(insured.device) });
      // The scooter cover includes the rider's accident cover: the person is a risk too.
      const person = await insertRisk(tx, policyId, RiskType.PERSON, `${holder.name} ${holder.surname1}`);
      await tx.insert(riskPersons).values({ policy_risk_id: person, id_number: holder.document_code });
      return;
    }
    case ProductType.EXTENDED_WARRANTY:
      return insertDatedDevice(tx, policyId, RiskType.DEVICE, insured.device);
    case ProductType.MULTI_DEVICE:
      for (const item of insured.items) await insertItem(tx, policyId, item);
      return;
    case ProductType.PORTABLE:
    case ProductType.SMART_TV: {
      const isTv = insured.product_type_id === ProductType.SMART_TV;
      const riskId = await insertRisk(
        tx,
        policyId,
        isTv ? RiskType.SMART_TV : RiskType.PORTABLE,
        deviceName(insured.device),
      );
      await tx.insert(isTv ? riskSmarttvs : riskPortables).values({
        policy_risk_id: riskId,
        ...deviceFields(insured.device),
        part_number: insured.device.part_number ?? null,
      });
      return;
    }
  }
}

/** A phone needs the photo check (the rule is the domain's requiresPhoneCheck). */
export const needsPhoneCheck = (insured: InsuredByLine) =>
  requiresPhoneCheck(
    insured.product_type_id,
    'items' in insured ? insured.items.map((item) => item.kind) : [],
  );
