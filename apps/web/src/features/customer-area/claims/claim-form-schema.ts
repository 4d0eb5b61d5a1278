import { type ClaimExtraFieldsInputSchema, CreateClaimRequestSchema, z } from '@amparo/contract';
import {
  type ClaimExtraField,
  checkClaimExtraFields,
  claimExtraFields,
  claimTypesFor,
  isDeviceCoverable,
} from '@amparo/domain';
import type { Resolver } from 'react-hook-form';
import { i18n } from '../../../i18n';
import { contractResolver } from '../../../ui/form/contract-resolver';

// The claim form validates with the contract's schema (type, date, description) and the domain's
// own check of the extra fields (checkClaimExtraFields, the one the server runs), so the customer
// reads the same rules before sending as the server applies after.

export type ExtraAnswer = string | boolean;

/** What the form holds: ids as the radio groups give them (text), answers by field id. */
export type ClaimFormValues = {
  risk_id: string;
  claim_type_id: string;
  occurred_at: string;
  description: string;
  extra_fields: Record<string, ExtraAnswer>;
};

export type ClaimFormOutput = {
  risk_id: number;
  claim_type_id: number;
  occurred_at: string;
  description: string;
  extra_fields: z.output<typeof ClaimExtraFieldsInputSchema>;
};

export type ClaimFormContext = {
  productTypeId: number;
  /** The risk type of an insured item, when known (multi-risk: appliance or multimedia list). */
  riskTypeOf: (riskId: number) => number | undefined;
  /** Today in Madrid, 'YYYY-MM-DD'. */
  today: string;
};

const asId = (value: string) => (value === '' ? undefined : Number(value));

/** The claim types the chosen item may declare (spec 9); before one is chosen, what some item may. */
export function claimTypesOffered(context: ClaimFormContext, riskId: string) {
  const id = asId(riskId);
  return claimTypesFor(context.productTypeId, id === undefined ? undefined : context.riskTypeOf(id));
}

/** The fields the chosen claim asks for (none until a type is chosen). */
export function extraFieldsFor(
  context: ClaimFormContext,
  values: Pick<ClaimFormValues, 'risk_id' | 'claim_type_id'>,
) {
  const typeId = asId(values.claim_type_id);
  if (typeId === undefined) return [];
  const riskId = asId(values.risk_id);
  return claimExtraFields(
    context.productTypeId,
    typeId,
    riskId === undefined ? undefined : context.riskTypeOf(riskId),
  );
}

/** The domain says 'Marca: este dato es obligatorio'; under its own field: 'Este dato es obligatorio'. */
function withoutLabel(message: string, field: ClaimExtraField | undefined): string {
  if (!field || !message.startsWith(`${field.label}: `)) return message;
  const rest = message.slice(field.label.length + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

function extraFieldsSchema(fields: readonly ClaimExtraField[], today: string) {
  return z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).superRefine((answers, ctx) => {
    const { answers: checked, errors } = checkClaimExtraFields(fields, answers);
    for (const error of errors) {
      const field = fields.find((f) => f.id === error.field);
      ctx.addIssue({ code: 'custom', path: [error.field], message: withoutLabel(error.message, field) });
    }
    // Spec 5: appliances and multimedia under 3 years from purchase (the server's same rule).
    const purchase = checked.find((a) => a.id === 'purchase_date')?.value;
    if (typeof purchase === 'string' && !isDeviceCoverable(purchase, new Date(`${today}T12:00:00Z`)))
      ctx.addIssue({
        code: 'custom',
        path: ['purchase_date'],
        message: i18n.t('claims.form.purchaseTooOld'),
      });
  });
}

function claimFormSchema(fields: readonly ClaimExtraField[], today: string) {
  const base = CreateClaimRequestSchema.shape;
  return z.object({
    risk_id: z.number({ error: i18n.t('claims.form.itemRequired') }),
    claim_type_id: base.claim_type_id,
    occurred_at: z
      .string()
      .min(1, { error: i18n.t('claims.form.dateRequired') })
      .pipe(base.occurred_at)
      .refine((day) => day <= today, { error: i18n.t('claims.form.dateFuture') }),
    description: base.description,
    extra_fields: extraFieldsSchema(fields, today),
  });
}

/** Only the answers of the fields the current type asks for: the server refuses any other. */
function prepare(values: ClaimFormValues, fields: readonly ClaimExtraField[]) {
  const answers: Record<string, ExtraAnswer | null> = {};
  for (const field of fields) {
    const value = values.extra_fields[field.id];
    answers[field.id] = field.type === 'checkbox' ? value === true : typeof value === 'string' ? value : null;
  }
  return {
    risk_id: asId(values.risk_id),
    claim_type_id: asId(values.claim_type_id),
    occurred_at: values.occurred_at,
    description: values.description,
    extra_fields: answers,
  };
}

/** The schema is built per validation: which extra fields apply depends on the chosen type and item. */
export function claimFormResolver(
  context: ClaimFormContext,
): Resolver<ClaimFormValues, unknown, ClaimFormOutput> {
  return (values, resolverContext, options) => {
    const fields = extraFieldsFor(context, values);
    const resolver = contractResolver<ClaimFormOutput, ClaimFormValues>(
      claimFormSchema(fields, context.today),
      (v) => prepare(v, fields),
    );
    return resolver(values, resolverContext, options);
  };
}
