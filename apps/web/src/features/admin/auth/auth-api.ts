import type { LoginRequest, LoginResponse } from '@amparo/contract';
import { postJson, sendJson } from '../../../api/http';

type MessageResponse = { message: string };

export function login(request: LoginRequest): Promise<LoginResponse> {
  return postJson<LoginResponse>('/users/login', request);
}

/** Revokes the token server-side (the caller clears the stored user either way). */
export function logout(): Promise<void> {
  return sendJson<void>('POST', '/users/logout');
}

export function rememberPassword(email: string): Promise<MessageResponse> {
  return postJson<MessageResponse>('/users/remember-password', { email });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return postJson<MessageResponse>('/users/reset-password', { token, password });
}
