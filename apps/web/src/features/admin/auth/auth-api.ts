import type { LoginRequest, LoginResponse } from '@amparo/contract';
import { callApi } from '../../../api/client';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return callApi('login', { body: request });
}

/** Revokes the token server-side (the caller clears the stored user either way). */
export async function logout(): Promise<void> {
  await callApi('logout');
}

export function rememberPassword(email: string) {
  return callApi('rememberPassword', { body: { email } });
}

export function resetPassword(token: string, password: string) {
  return callApi('resetPassword', { body: { token, password } });
}
