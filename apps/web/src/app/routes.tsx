import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import LandingPage from '../features/landing/landing-page';
import { loadRestTexts } from '../i18n';
import { PATHS } from '../navigation/paths';
import { adminRoutes } from './admin-routes';
import { loadQueryClient } from './deferred-query';
import { PageFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every screen but the landing is loaded on demand, so a visitor arriving at
// '/' downloads only what the landing needs.
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function evaluationPage(
  name: keyof typeof import('../features/evaluation/evaluation-pages'),
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => ({ Component: (await import('../features/evaluation/evaluation-pages'))[name] }),
  };
}

/**
 * Every lazily loaded page also waits for the texts and the query cache the
 * landing leaves out, and every route that loads something before its first
 * render shows a fallback meanwhile (React Router warns about each one that
 * has none). The fallback sits inside the layout, so the header and footer stay.
 */
function prepareRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    const prepared = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      prepared.lazy = async () => (await Promise.all([lazy(), loadRestTexts(), loadQueryClient()]))[0];
    }
    if ((lazy || route.loader) && !route.hydrateFallbackElement) {
      prepared.hydrateFallbackElement = <PageFallback />;
    }
    if (route.children) prepared.children = prepareRoutes(route.children);
    return prepared;
  });
}

/** Spec 2 route table. Shared with tests, which mount it in a memory router. */
export const appRoutes: RouteObject[] = prepareRoutes([
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { id: 'initial', path: PATHS.home, element: <LandingPage /> },
      {
        id: 'evaluation',
        path: PATHS.evaluation,
        ...page(() => import('../features/evaluation/evaluation-layout')),
        children: [
          // The mail link's first step has a chunk of its own: the page waits for its files only,
          // not for every step's (docs/performance.md).
          {
            index: true,
            id: 'evaluation-imei',
            lazy: async () => ({
              Component: (await import('../features/evaluation/imei/imei-page')).ImeiPage,
            }),
          },
          { path: 'imei-repeated', id: 'evaluation-imei-repeated', ...evaluationPage('ImeiRepeatedPage') },
          { path: 'instructions', id: 'evaluation-instructions', ...evaluationPage('InstructionsPage') },
          { path: 'precapture', id: 'evaluation-precapture', ...evaluationPage('PrecapturePage') },
          {
            path: 'precapture/front',
            id: 'evaluation-precapture-front',
            ...evaluationPage('PrecaptureFrontPage'),
          },
          { path: 'capture/front', id: 'evaluation-capture-front', ...evaluationPage('CaptureFrontPage') },
          {
            path: 'precapture/back',
            id: 'evaluation-precapture-back',
            ...evaluationPage('PrecaptureBackPage'),
          },
          { path: 'capture/back', id: 'evaluation-capture-back', ...evaluationPage('CaptureBackPage') },
          { path: 'summary', id: 'evaluation-summary', ...evaluationPage('SummaryPage') },
          { path: 'checking', id: 'evaluation-checking', ...evaluationPage('CheckingPage') },
          { path: 'rejected', id: 'evaluation-rejected', ...evaluationPage('RejectedPage') },
          { path: 'breakage', id: 'evaluation-breakage', ...evaluationPage('BreakagePage') },
        ],
      },
      // Deep link into the phone check (spec 2): OS guard, then /evaluation.
      {
        id: 'peritation',
        path: `${PATHS.peritation}/*`,
        lazy: async () => ({ loader: (await import('../navigation/os-version-guard')).peritationLoader }),
      },
      // Signing the contract (docs/signing-web.md): pdf.js and signature_pad load with this page only.
      { id: 'signing', path: PATHS.signing, ...page(() => import('../features/signature/signing-page')) },
      {
        id: 'signature-return',
        path: PATHS.signatureReturn,
        ...page(() => import('../features/signature/signature-return-page')),
      },
      {
        id: 'invalid-device',
        path: PATHS.invalidDevice,
        ...page(() => import('../features/errors/invalid-device-page')),
      },
      {
        id: 'invalid-version',
        path: PATHS.invalidVersion,
        ...page(() => import('../features/errors/invalid-version-page')),
      },
      {
        id: 'permission-required',
        path: PATHS.permissionRequired,
        ...page(() => import('../features/errors/permission-required-page')),
      },
      // Public pages and the purchase flow (spec 2 path constants), each its own chunk.
      { id: 'pricing', path: PATHS.pricing, ...page(() => import('../features/public-pages/pricing-page')) },
      { id: 'multi', path: PATHS.multi, ...page(() => import('../features/public-pages/multi-page')) },
      { id: 'map', path: PATHS.map, ...page(() => import('../features/public-pages/map-page')) },
      {
        id: 'how-it-works',
        path: PATHS.howItWorks,
        ...page(() => import('../features/public-pages/how-it-works-page')),
      },
      {
        id: 'featured',
        path: PATHS.featured,
        ...page(() => import('../features/public-pages/featured-page')),
      },
      { id: 'faqs', path: PATHS.faqs, ...page(() => import('../features/public-pages/faqs-page')) },
      {
        id: 'purchase',
        path: PATHS.purchase,
        ...page(() => import('../features/purchase/components/purchase-page')),
      },
      // Card payments (docs/payments-web.md): the booking's page hands a card receipt to spec 2's named route
      // `payments`; the card gateway sends the customer back to the result page.
      {
        id: 'purchase-payment',
        path: PATHS.purchasePayment,
        ...page(() => import('../features/purchase/payment/payment-page')),
      },
      {
        id: 'payments',
        path: PATHS.payReceipt,
        ...page(() => import('../features/payments/components/pay-receipt-page')),
      },
      {
        id: 'payment-result',
        path: PATHS.paymentResult,
        ...page(() => import('../features/payments/components/payment-result-page')),
      },
      {
        id: 'purchase-result',
        path: PATHS.purchaseResult,
        ...page(() => import('../features/purchase/result/result-page')),
      },
      {
        id: 'store-landing',
        path: PATHS.storeLanding,
        ...page(() => import('../features/store-landing/store-landing-page')),
      },
      // Customer area (spec 6: policyholders enter with a mailed one-time code).
      {
        id: 'customer-area',
        path: PATHS.customerArea,
        ...page(() => import('../features/customer-area/home/customer-home-page')),
      },
      {
        id: 'customer-access',
        path: PATHS.customerAccess,
        ...page(() => import('../features/customer-area/access/access-page')),
      },
      {
        id: 'customer-withdrawal',
        path: PATHS.customerWithdrawal,
        ...page(() => import('../features/customer-area/withdrawal/withdrawal-page')),
      },
      // Claims (docs/claims-web.md): declaring one from a policy, and each claim's page (mails link to it).
      {
        id: 'customer-claim-new',
        path: PATHS.customerClaimNew,
        ...page(() => import('../features/customer-area/claims/new-claim-page')),
      },
      {
        id: 'customer-claim',
        path: PATHS.customerClaim,
        ...page(() => import('../features/customer-area/claims/claim-page')),
      },
      {
        id: 'error',
        path: PATHS.error,
        ...page(() => import('../features/errors/error-page').then((m) => ({ default: m.ErrorPage }))),
      },
      {
        id: 'error-repeated-imei',
        path: PATHS.errorRepeatedImei,
        ...page(() => import('../features/errors/repeated-imei-page')),
      },
      { id: 'not-found', path: '*', ...page(() => import('../features/errors/not-found-page')) },
    ],
  },
  adminRoutes,
]);
