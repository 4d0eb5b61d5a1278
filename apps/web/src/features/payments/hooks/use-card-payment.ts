import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loading } from '../../../ui/loading/loading-store';
import { requestGatewayForm } from '../api/gateway-form-api';
import type { PayCredential } from '../api/receipt-api';
import { submitGatewayForm } from '../model/gateway-form';

/**
 * Each click is a new attempt: the API signs a fresh order for the receipt, and the browser
 * posts it to the gateway. The button stays busy once the form is posted, as the page is
 * leaving; coming back with the browser's back button (bfcache) makes it usable again.
 */
export function useCardPayment(credential: PayCredential) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const mutation = useMutation({
    mutationFn: (ids: { policyId: number; paymentId: number }) => requestGatewayForm(ids, credential),
    onSuccess: (form) => {
      // The overlay stays up while the browser loads the gateway's page.
      leaving.current = true;
      loading.show(t('payments.pay.leaving'));
      submitGatewayForm(form);
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      if (leaving.current) loading.hide();
      leaving.current = false;
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return {
    pay: (policyId: number, paymentId: number) => {
      if (!mutation.isPending) mutation.mutate({ policyId, paymentId });
    },
    isPending: mutation.isPending || mutation.isSuccess,
    error: mutation.error ? mutation.error.message : null,
  };
}
