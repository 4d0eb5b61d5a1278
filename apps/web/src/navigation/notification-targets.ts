import { getRouterBase } from './app-config';
import { isEmbeddedWebView, openExternal } from './embedded-webview';
import { claimPath, PATHS, payReceiptPath, peritationPath } from './paths';

// Named notification targets of spec 2 (payments, policy-sign), plus those
// the domain's notices also use (evaluation, evaluation-breakage, claim-documents). A notification's
// link carries one of these; the customer area calls followNotificationTarget.
type Id = string | number;
export type NotificationTarget =
  | { name: 'payments'; params: { policy_id: Id; payment_id: Id; policy?: string } }
  | { name: 'policy-sign'; params: { policySignUrl: string } }
  | { name: 'evaluation'; params: { policy_id: Id; risk_id: Id } }
  | { name: 'evaluation-breakage'; params: { policy_id: Id; risk_id: Id } }
  | { name: 'claim-documents'; params: { policy_id: Id; risk_id: Id; claim_id: Id } };

type LinkParams = Record<string, string | number>;

/** The typed target of a link as the API sends it; null when it is unknown or incomplete. */
export function toNotificationTarget(
  link: { name: string; params: LinkParams } | undefined,
): NotificationTarget | null {
  if (!link) return null;
  const { name, params } = link;
  const has = (...keys: string[]) => keys.every((key) => params[key] !== undefined && params[key] !== '');
  switch (name) {
    case 'payments':
      if (!has('policy_id', 'payment_id')) return null;
      return {
        name,
        params: {
          policy_id: params.policy_id!,
          payment_id: params.payment_id!,
          ...(params.policy !== undefined ? { policy: String(params.policy) } : {}),
        },
      };
    case 'policy-sign':
      return has('policySignUrl') ? { name, params: { policySignUrl: String(params.policySignUrl) } } : null;
    case 'evaluation':
    case 'evaluation-breakage':
      return has('policy_id', 'risk_id')
        ? { name, params: { policy_id: params.policy_id!, risk_id: params.risk_id! } }
        : null;
    case 'claim-documents':
      return has('policy_id', 'risk_id', 'claim_id')
        ? {
            name,
            params: { policy_id: params.policy_id!, risk_id: params.risk_id!, claim_id: params.claim_id! },
          }
        : null;
    default:
      return null;
  }
}

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
      return {
        kind: 'internal',
        path: payReceiptPath(policy_id, payment_id, { policyNumber: policy ?? null }),
      };
    }
    case 'policy-sign': {
      // Inside a bank's or a mobile web view the signing leaves the view (spec 2): no address bar
      // there, no way back, and a PDF download that often does nothing. Elsewhere our own signing
      // page (`policies.sign_link` = '<PUBLIC_URL>/firma/:id') opens in place, keeping the login.
      const url = target.params.policySignUrl;
      if (isEmbedded) return { kind: 'external', url, openInNewWindow: true };
      const path = appPathOf(url);
      return path ? { kind: 'internal', path } : { kind: 'external', url, openInNewWindow: false };
    }
    case 'evaluation':
      // 'Peritar ahora': the /peritation deep link, so the OS guard runs before the phone check.
      return { kind: 'internal', path: peritationPath(target.params.policy_id, target.params.risk_id) };
    case 'evaluation-breakage': {
      // Damage seen: the check's breakage page (what happens next, our line, 'Te llamamos'), opened
      // with the login for this policy and phone; no OS guard, there is nothing to photograph.
      const query = new URLSearchParams({
        policy_id: String(target.params.policy_id),
        risk_id: String(target.params.risk_id),
      });
      return { kind: 'internal', path: `${PATHS.evaluationBreakage}?${query}` };
    }
    case 'claim-documents':
      // 'Adjuntar documentación': the claim's page, at the upload of the rejected document.
      return { kind: 'internal', path: claimPath(target.params.claim_id, { toUpload: true }) };
    default: {
      const exhaustive: never = target;
      return exhaustive;
    }
  }
}

/**
 * A link of this app ('https://amparo.es/firma/12', '/firma/12') as the router's path; null for
 * another site. The router's base path, when the app lives under one, is not part of it.
 */
export function appPathOf(url: string, origin: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  const base = getRouterBase();
  const path =
    base && (parsed.pathname === base || parsed.pathname.startsWith(`${base}/`))
      ? parsed.pathname.slice(base.length) || '/'
      : parsed.pathname;
  return `${path}${parsed.search}${parsed.hash}`;
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
