import type { PolicySettings, PolicySettingsRequest } from '@amparo/contract';

/** The keys of policies.settings and their defaults (docs/policy-admin.md, "Ajustes"). */
export const POLICY_SETTINGS_DEFAULTS: PolicySettings = {
  mail_notifications: true,
  preferred_contact: 'email',
  internal_note: null,
};

/** The stored jsonb read through the known keys: anything else in it is ignored, a bad value gives the default. */
export function policySettingsView(stored: Record<string, unknown> | null | undefined): PolicySettings {
  const s = stored ?? {};
  const contact = s.preferred_contact;
  return {
    mail_notifications:
      typeof s.mail_notifications === 'boolean'
        ? s.mail_notifications
        : POLICY_SETTINGS_DEFAULTS.mail_notifications,
    preferred_contact:
      contact === 'email' || contact === 'phone' || contact === 'sms'
        ? contact
        : POLICY_SETTINGS_DEFAULTS.preferred_contact,
    internal_note: typeof s.internal_note === 'string' && s.internal_note !== '' ? s.internal_note : null,
  };
}

/** The stored settings after a change: a key sent as null is removed (back to its default). */
export function mergePolicySettings(
  stored: Record<string, unknown>,
  change: PolicySettingsRequest,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (value === null || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
