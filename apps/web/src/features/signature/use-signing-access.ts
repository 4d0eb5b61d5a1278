import { Role } from '@amparo/domain';
import { isDeadLink, linkSessionToken, useLinkCredential, usePolicyAccess } from '../../api/policy-access';
import { useSession } from '../../auth/session-store';

/** Who signs: the signing link's session (`?token=` on every call) or the policyholder's login. */
export type SigningCredential = { kind: 'token'; token: string } | { kind: 'session' };

export type SigningAccess =
  | { status: 'loading' }
  | { status: 'ready'; credential: SigningCredential }
  /** Neither a link in this tab nor a policyholder's login. */
  | { status: 'none' }
  /** The mail's link is expired, used or unknown. */
  | { status: 'dead-link' }
  /** The link this tab holds opens another policy. */
  | { status: 'other-policy' }
  | { status: 'error'; error: Error; retry: () => void };

/**
 * The credential of the signing and return pages, as the phone check and the payment pages do:
 * the mail link's `?acceso=` token leaves the address at once (api/policy-access.ts), is exchanged
 * once for a session kept in this tab (`POST /policy-access/signature/session`), and that session
 * goes as `?token=` on the signing calls. Without a link, a logged-in policyholder signs with the
 * login (`policies.sign_link` carries no token).
 */
export function useSigningAccess(policyId: number): SigningAccess {
  const credential = useLinkCredential('signature');
  const session = useSession();
  const access = usePolicyAccess('signature', credential);
  const isPolicyholder = session?.role === Role.POLICYHOLDER;
  const withLogin: SigningAccess = isPolicyholder
    ? { status: 'ready', credential: { kind: 'session' } }
    : { status: 'none' };

  if (!credential) return withLogin;
  if (access.isPending) return { status: 'loading' };
  if (access.isError) {
    if (isDeadLink(access.error)) return isPolicyholder ? withLogin : { status: 'dead-link' };
    return { status: 'error', error: access.error, retry: () => void access.refetch() };
  }
  // A link opens its own policy only; the login may still open this one.
  if (access.data.policy.id !== policyId) return isPolicyholder ? withLogin : { status: 'other-policy' };
  const token = linkSessionToken('signature') ?? credential.token;
  return { status: 'ready', credential: { kind: 'token', token } };
}
