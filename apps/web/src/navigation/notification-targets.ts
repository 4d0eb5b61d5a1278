import { PATHS } from '../app/paths';
import { isEmbeddedWebView, openExternal } from './embedded-webview';

// Named notification targets of spec 2. A notification's link carries one of
// these; the customer area (later issue) calls followNotificationTarget.
export type NotificationTarget =
  | { name: 'payments'; params: { policy_id: string | number; payment_id: string | number; policy?: string } }
  | { name: 'policy-sign'; params: { policySignUrl: string } };

export type ResolvedTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string; openInNewWindow: boolean };

export function resolveNotificationTarget(
  target: NotificationTarget,
  isEmbedded: boolean = isEmbeddedWebView(),
): ResolvedTarget {
  switch (target.name) {
    case 'payments': {
      const { policy_id, payment_id, policy } = target.params;
      const query = new URLSearchParams({ policy_id: String(policy_id), payment_id: String(payment_id) });
      if (policy) query.set('policy', policy);
      return { kind: 'internal', path: `${PATHS.purchasePayment}?${query.toString()}` };
    }
    case 'policy-sign':
      // The signing page lives at the e-signature provider: outside a web view
      // we go there in place; inside one we must leave the view (spec 2).
      return { kind: 'external', url: target.params.policySignUrl, openInNewWindow: isEmbedded };
    default: {
      const exhaustive: never = target;
      return exhaustive;
    }
  }
}

export function followNotificationTarget(
  target: NotificationTarget,
  navigate: (path: string) => void,
  isEmbedded?: boolean,
): void {
  const resolved = resolveNotificationTarget(target, isEmbedded);
  if (resolved.kind === 'internal') {
    navigate(resolved.path);
  } else if (resolved.openInNewWindow) {
    openExternal(resolved.url);
  } else {
    window.location.assign(resolved.url);
  }
}

/** Props for an <a> to a sign or contract link, following the same rule. */
export function externalLinkProps(url: string, isEmbedded: boolean = isEmbeddedWebView()) {
  return isEmbedded ? { href: url, target: '_blank', rel: 'noopener noreferrer' } : { href: url };
}
