import type {
  PolicyAdminUpdateRequest,
  PolicyDiscountRequest,
  PolicySettingsRequest,
  PolicyUpdateRequest,
} from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { POLICIES_KEY } from './policies-api';

// Policy administration (docs/policy-admin.md): each change reloads the policy (POLICIES_KEY).

export const updatePolicy = (id: number, body: PolicyUpdateRequest) =>
  callApi('updatePolicy', { params: { id }, body });

export const adminUpdatePolicy = (id: number, body: PolicyAdminUpdateRequest) =>
  callApi('adminUpdatePolicy', { params: { id }, body });

export const savePolicySettings = (id: number, body: PolicySettingsRequest) =>
  callApi('savePolicySettings', { params: { id }, body });

export const applyPolicyDiscount = (id: number, body: PolicyDiscountRequest) =>
  callApi('applyPolicyDiscount', { params: { id }, body });

export const removePolicyDiscount = (id: number, discountId: number) =>
  callApi('removePolicyDiscount', { params: { id, discountId } });

export const sendPolicyToPartner = (id: number, partner: string, idempotencyKey: string) =>
  callApi('sendPolicyToPartner', { params: { id, partner }, idempotencyKey });

export function usePartnerDeliveries(policyId: number) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'partner-deliveries', policyId],
    queryFn: ({ signal }) => callApi('listPartnerDeliveries', { params: { id: policyId }, signal }),
  });
}

export function useRiskCoordinates(policyId: number, riskId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'coordinates', policyId, riskId],
    queryFn: ({ signal }) =>
      callApi('listRiskCoordinates', { params: { id: policyId, riskId }, query: { limit: 5 }, signal }),
    enabled,
  });
}

/** An OpenStreetMap link centred on a point (no map is drawn here). */
export const openStreetMapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
