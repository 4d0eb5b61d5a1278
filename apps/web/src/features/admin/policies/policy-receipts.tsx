import type { PolicyDetail, ReceiptTransaction } from '@amparo/contract';
import {
  Action,
  can,
  formatEuro,
  movementReasonText,
  NOT_APPLIED_DEBIT,
  paymentMethodTypeName,
} from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ListPlus, Trash2, Undo2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { formatDate, formatDateTime } from '../../../ui/format';
import { openModal } from '../../../ui/modals/modal-bus';
import { ReceiptBadge, ReceiptCollectionNote, standingOf } from '../../../ui/receipt-badge';
import { toast } from '../../../ui/toast/toast-store';
import { IconButton } from '../components/icon-button';
import { Section } from '../shared/section';
import { useStaffSession } from '../shell/use-staff-session';
import { MarkAsPaidDialog } from './mark-as-paid-dialog';
import { deleteReceipt, POLICIES_KEY } from './policies-api';
import { RefundDialog } from './refund-dialog';
import { RemainingReceiptsDialog } from './remaining-receipts-dialog';

type Payment = PolicyDetail['policy_payments'][number];

// What staff may do with a receipt; the server checks again and answers in Spanish otherwise.
// A credit (negative receipt) still owed is marked as paid out once the transfer is sent;
// it is never deleted, or the refund owed would be lost.
const canMarkAsPaid = (p: Payment) => p.payment_date === null && p.pending_amount !== 0;
const canDelete = (p: Payment) => p.payment_date === null && p.price > 0 && p.pending_amount === p.price;
// Earlier refunds of it lower what is left; the server holds that limit.
const canRefund = (p: Payment) => p.payment_date !== null && p.price > 0 && p.pending_amount < p.price;

function TransactionsList({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('admin.receipts.transactions', { sequence: payment.sequence })}
      className="flex flex-col gap-1"
    >
      {payment.transactions.map((move: ReceiptTransaction) => (
        <li key={move.id} className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
          <span className="font-semibold text-ink">{t(`admin.receipts.kind.${move.kind}`)}</span>
          <span className="tabular-nums">{formatEuro(move.amount)}</span>
          <span>{t(`admin.receipts.status.${move.status}`)}</span>
          {move.method_type ? <span>{paymentMethodTypeName(move.method_type)}</span> : null}
          <span className="tabular-nums">{formatDateTime(move.occurred_at)}</span>
          {move.reference ? <span className="font-mono">{move.reference}</span> : null}
          {move.gateway_reference ? (
            <span className="font-mono">
              {t('admin.receipts.gatewayReference', { reference: move.gateway_reference })}
            </span>
          ) : null}
          {move.reason_code ? (
            <span
              className={move.reason_code === NOT_APPLIED_DEBIT ? 'font-semibold text-danger' : undefined}
            >
              {t('admin.receipts.reason', { reason: movementReasonText(move.reason_code) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The policy's receipts with their status and movements, and what staff may do with each. */
export function ReceiptsSection({ policyId, payments }: { policyId: number; payments: readonly Payment[] }) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const queryClient = useQueryClient();
  const manages = can(role, Action.PAYMENTS_MANAGE);
  const [paying, setPaying] = useState<Payment | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [makingRemaining, setMakingRemaining] = useState(false);

  const remove = (payment: Payment) =>
    openModal('confirm-delete', {
      title: t('admin.receipts.deleteTitle', { sequence: payment.sequence }),
      description: t('admin.receipts.deleteBody', {
        amount: formatEuro(payment.price),
        date: formatDate(payment.activation_date),
      }),
      onConfirm: async () => {
        await deleteReceipt(policyId, payment.id);
        toast.success(t('admin.receipts.deleted'));
        await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      },
    });

  const headers = [
    // The number gives way on phones so the actions fit; their labels still name the receipt.
    ['sequence', 'hidden sm:table-cell'],
    ['activation', ''],
    ['paid', 'hidden sm:table-cell'],
    ['amount', 'text-right'],
    ['pending', 'hidden text-right sm:table-cell'],
    ['status', 'text-right'],
  ] as const;
  return (
    <Section title={t('admin.policy.receipts')}>
      {manages ? (
        <div className="-mt-2 mb-4 flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setMakingRemaining(true)}>
            <ListPlus className="size-4" aria-hidden="true" />
            {t('admin.receipts.remaining')}
          </Button>
        </div>
      ) : null}
      {payments.length === 0 ? (
        <p className="text-muted">{t('admin.policy.noReceipts')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.policy.receipts')}</caption>
            <thead className="text-xs font-bold text-muted uppercase">
              <tr>
                {headers.map(([key, className]) => (
                  <th key={key} scope="col" className={`py-2 pr-2 sm:pr-3 ${className}`}>
                    {t(`admin.policy.receipt.${key}`)}
                  </th>
                ))}
                {manages ? (
                  <th scope="col" className="py-2 text-right">
                    <span className="sr-only">{t('admin.receipts.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <Fragment key={payment.id}>
                  <tr className="border-t border-line" data-testid={`receipt-${payment.sequence}`}>
                    <td className="hidden py-2.5 pr-2 tabular-nums sm:table-cell sm:pr-3">
                      {payment.sequence}
                    </td>
                    <td className="py-2.5 pr-2 tabular-nums sm:pr-3">
                      {formatDate(payment.activation_date)}
                    </td>
                    <td className="hidden py-2.5 pr-2 tabular-nums sm:table-cell sm:pr-3">
                      {formatDate(payment.payment_date) || '—'}
                    </td>
                    <td className="py-2.5 pr-2 text-right font-semibold tabular-nums sm:pr-3">
                      {formatEuro(payment.price)}
                    </td>
                    <td className="hidden py-2.5 pr-2 text-right tabular-nums sm:table-cell sm:pr-3">
                      {formatEuro(payment.pending_amount)}
                    </td>
                    <td className="py-2.5 text-right">
                      <ReceiptBadge wrapsOnPhones status={standingOf(payment)} />
                      <ReceiptCollectionNote receipt={payment} forStaff />
                    </td>
                    {manages ? (
                      <td className="py-1 pl-1 text-right">
                        {/* Stacked on phones, so the two actions fit beside the status. */}
                        <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                          {canMarkAsPaid(payment) ? (
                            <IconButton
                              label={t(
                                payment.price < 0
                                  ? 'admin.receipts.payout.of'
                                  : 'admin.receipts.markAsPaidOf',
                                { sequence: payment.sequence },
                              )}
                              icon={CircleCheck}
                              onClick={() => setPaying(payment)}
                            />
                          ) : null}
                          {canRefund(payment) ? (
                            <IconButton
                              label={t('admin.receipts.refundOf', { sequence: payment.sequence })}
                              icon={Undo2}
                              onClick={() => setRefunding(payment)}
                            />
                          ) : null}
                          {canDelete(payment) ? (
                            <IconButton
                              label={t('admin.receipts.deleteOf', { sequence: payment.sequence })}
                              icon={Trash2}
                              onClick={() => remove(payment)}
                              isDanger
                            />
                          ) : null}
                        </div>
                      </td>
                    ) : null}
                  </tr>
                  {payment.transactions.length > 0 ? (
                    <tr>
                      <td colSpan={manages ? 7 : 6} className="pb-2.5 sm:pl-6">
                        <TransactionsList payment={payment} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paying ? (
        <MarkAsPaidDialog policyId={policyId} receipt={paying} onClose={() => setPaying(null)} />
      ) : null}
      {refunding ? (
        <RefundDialog policyId={policyId} receipt={refunding} onClose={() => setRefunding(null)} />
      ) : null}
      {makingRemaining ? (
        <RemainingReceiptsDialog policyId={policyId} onClose={() => setMakingRemaining(false)} />
      ) : null}
    </Section>
  );
}
