import type { Product } from '@amparo/contract';
import { formatSpanishPhone, ipidDocument } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl, callApi } from '../../api/client';
import { usePublicSettings } from '../../api/public-settings';
import { openDocument } from '../../navigation/embedded-webview';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { ModalFrame } from './modal-frame';

/** The seeded line, until the settings arrive. */
const SEEDED_PHONE = '900000000';

/** The IPID of one product, from the domain's one text of it (the PDF prints the same). */
export function IpidView({ product }: { product: Product }) {
  const settings = usePublicSettings();
  const ipid = ipidDocument(
    product,
    formatSpanishPhone(settings.data?.customer_service_phone ?? SEEDED_PHONE),
  );
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-base font-semibold text-ink">{ipid.lead}</p>
        <p className="mt-1 text-sm text-muted">{ipid.note}</p>
      </div>
      {ipid.sections.map((section) => (
        <section key={section.heading}>
          <h3 className="text-base font-bold text-ink">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-1 text-base leading-7 text-ink">
              {paragraph}
            </p>
          ))}
          {section.bullets.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-base leading-7 text-ink">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function useActiveProducts() {
  return useQuery({
    queryKey: ['products', 'active'],
    queryFn: ({ signal }) => callApi('listProducts', { query: { filter: { active: 'true' } }, signal }),
    staleTime: 5 * 60_000,
    select: (list) => list.data,
  });
}

/**
 * 'Información precontractual' (spec 2's precontractual-info modal): the IPID of the product being
 * booked, with its PDF to keep; opened from the footer, first the product to read it for.
 */
export function PrecontractualModal({ productId }: { productId?: number }) {
  const { t } = useTranslation();
  const products = useActiveProducts();
  const [chosen, setChosen] = useState<number | undefined>(productId);
  const product = products.data?.find((item) => item.id === chosen);
  return (
    <ModalFrame
      title={t('legal.precontractual.title')}
      description={product ? product.name : t('legal.precontractual.choose')}
      size="lg"
      footer={
        <>
          {product ? (
            <Button
              variant="secondary"
              onClick={() => openDocument(apiUrl('productIpid', { params: { id: product.id } }))}
            >
              <FileDown className="size-5" aria-hidden="true" />
              {t('legal.precontractual.pdf')}
            </Button>
          ) : null}
          <Dialog.Close asChild>
            <Button>{t('nav.close')}</Button>
          </Dialog.Close>
        </>
      }
    >
      {product ? (
        <IpidView product={product} />
      ) : products.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {(products.data ?? []).map((item) => (
            <li key={item.id}>
              <Button variant="secondary" fullWidth onClick={() => setChosen(item.id)}>
                {item.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ModalFrame>
  );
}
