import type { CustomerDocument } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { formatDate } from '../../../ui/format';

/** Download links live 15 minutes (the API's signed links): the list is fetched again before they lapse. */
const LINKS_FRESH_MS = 10 * 60 * 1000;

/**
 * The papers the customer keeps for one policy (GET /customer/policies/{id}/documents): the
 * precontractual information, the signed contract, the certificate and a receipt per payment.
 */
export function PolicyDocuments({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const documents = useQuery({
    queryKey: ['customer', 'documents', policyId],
    queryFn: ({ signal }) => callApi('listCustomerDocuments', { params: { id: policyId }, signal }),
    staleTime: LINKS_FRESH_MS,
    refetchInterval: LINKS_FRESH_MS,
  });
  return (
    <section>
      <h4 className="text-sm font-bold text-muted uppercase">{t('customer.documents.title')}</h4>
      {documents.isPending ? (
        <p className="mt-1 text-sm text-muted">{t('customer.documents.loading')}</p>
      ) : documents.isError ? (
        <p className="mt-1 text-sm text-danger" role="alert">
          {t('customer.documents.error')}
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-line" aria-label={t('customer.documents.title')}>
          {documents.data.data.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({ document }: { document: CustomerDocument }) {
  const { t } = useTranslation();
  return (
    <li>
      <a
        href={document.url}
        download={document.filename}
        className="flex min-h-11 items-center gap-3 py-2 text-sm text-ink hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-brand"
      >
        <FileText className="size-5 shrink-0 text-brand" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{document.title}</span>
          <span className="block text-xs text-muted">
            {t(document.kind === 'receipt' ? 'customer.documents.paidOn' : 'customer.documents.dated', {
              date: formatDate(document.date),
            })}
          </span>
        </span>
        <Download className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <span className="sr-only">{t('customer.documents.download')}</span>
      </a>
    </li>
  );
}
