import type { CustomerHome, PolicyAccess } from '@amparo/contract';
import type { Periodicity } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { ApiError } from '../../../api/http';
import { fetchPolicyAccess } from '../../../api/policy-access';
import type { ReceiptToPay } from '../model/receipt-to-pay';

/**
 * Who is paying: a logged-in policyholder (customer area, notices) or a mail link's token.
 * The token wins when both exist: it is what the link was sent for.
 */
export type PayCredential = { kind: 'session' } | { kind: 'token'; token: string };

export const receiptQueryKey = (policyId: number, paymentId: number, credential: PayCredential | null) =>
  ['payments', 'receipt', policyId, paymentId, credential?.kind ?? 'none'] as const;

type PolicyShown = Pick<
  PolicyAccess['policy'],
  'id' | 'number' | 'status' | 'product' | 'devices' | 'periodicity'
>;
type PaymentShown = PolicyAccess['policy']['payments'][number];

/** One receipt to pay, whether the customer home or a mail link named it. */
function receiptToPay(
  policy: PolicyShown,
  payment: PaymentShown,
  nextStep: ReceiptToPay['nextStep'],
): ReceiptToPay {
  return {
    policyId: policy.id,
    policyNumber: policy.number,
    policyStatus: policy.status,
    productName: policy.product.name,
    devices: policy.devices,
    periodicity: policy.periodicity as Periodicity,
    paymentId: payment.id,
    price: payment.price,
    pendingAmount: payment.pending_amount,
    activationDate: payment.activation_date,
    status: payment.display_status,
    collection: payment.collection,
    nextStep,
  };
}

/** From the customer home: the policy and the receipt by id (404 when it is not this customer's). */
export function receiptFromHome(home: CustomerHome, policyId: number, paymentId: number): ReceiptToPay {
  const policy = home.policies.find((p) => p.id === policyId);
  const payment = policy?.payments.find((p) => p.id === paymentId);
  if (!policy || !payment) throw new ApiError('No encontramos este recibo entre los de tus pólizas.', 404);
  return receiptToPay(policy, payment, policy.notifications.find((n) => n.link?.name !== 'payments') ?? null);
}

/**
 * From a mail link: the receipt asked for, or the policy's next one to pay (the booking mail
 * names no receipt); null when nothing is owed.
 */
export function receiptFromAccess(access: PolicyAccess, paymentId: number | null): ReceiptToPay | null {
  const { policy } = access;
  const id = paymentId ?? policy.next_receipt?.id;
  const payment = policy.payments.find((p) => p.id === id);
  return payment ? receiptToPay(policy, payment, null) : null;
}

async function loadReceipt(
  policyId: number,
  paymentId: number,
  credential: PayCredential,
  signal: AbortSignal,
): Promise<ReceiptToPay | null> {
  if (credential.kind === 'session') {
    return receiptFromHome(await callApi('getCustomerHome', { signal }), policyId, paymentId);
  }
  const receipt = receiptFromAccess(await fetchPolicyAccess('payment', credential.token), paymentId);
  // A link opens its own policy only.
  if (receipt && receipt.policyId !== policyId) throw new ApiError('Este enlace es de otra póliza.', 403);
  return receipt;
}

/** The receipt to pay; `null` data means the policy owes nothing right now. */
export function useReceiptToPay(
  policyId: number,
  paymentId: number,
  credential: PayCredential | null,
  options: { pollEveryMs?: (receipt: ReceiptToPay | null | undefined) => number | false } = {},
) {
  const { pollEveryMs } = options;
  return useQuery({
    queryKey: receiptQueryKey(policyId, paymentId, credential),
    queryFn: ({ signal }): Promise<ReceiptToPay | null> =>
      loadReceipt(policyId, paymentId, credential!, signal),
    enabled: credential !== null && Number.isInteger(policyId) && Number.isInteger(paymentId),
    retry: false,
    refetchInterval: pollEveryMs ? (query) => pollEveryMs(query.state.data) : false,
  });
}
