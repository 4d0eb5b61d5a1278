import type { CreateUserRequest, UpdateUserRequest, User, UsersCsvResponse } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';
import type { PageMeta } from '../components/pagination';

export type UserListParams = { page: number; role: Role | ''; search: string };
export type UserList = { data: User[]; meta: PageMeta };
type MessageResponse = { message: string };

export const USERS_KEY = ['admin', 'users'] as const;
export const PER_PAGE = 25;

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...USERS_KEY, params],
    queryFn: () =>
      getJson<UserList>('/users', {
        filter: { role: params.role, search: params.search.trim() },
        page: params.page,
        per_page: PER_PAGE,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createUser = (body: CreateUserRequest) => sendJson<User>('POST', '/users', body);
export const updateUser = (id: number, body: UpdateUserRequest) =>
  sendJson<User>('PATCH', `/users/${id}`, body);
export const deleteUser = (id: number) => sendJson<void>('DELETE', `/users/${id}`);

export type AssignmentKind = 'distributors' | 'stores';
export function setAssignment(userId: number, kind: AssignmentKind, targetId: number, isAssigned: boolean) {
  return sendJson<unknown>(isAssigned ? 'POST' : 'DELETE', `/users/${userId}/${kind}/${targetId}`);
}

export const importUsersCsv = (fileBase64: string, skipInvalid: boolean) =>
  sendJson<UsersCsvResponse>('POST', '/users/users-csv', { fileBase64, skipInvalid });

export const fetchPersonalData = (id: number) => getJson<unknown>(`/users/${id}/personal-data`);
export const erasePersonalData = (id: number) => sendJson<MessageResponse>('POST', `/users/${id}/erase`);
