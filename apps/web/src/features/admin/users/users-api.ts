import type { CreateUserRequest, UpdateUserRequest, User } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { PageMeta } from '../components/pagination';

export type UserListParams = { page: number; role: Role | ''; search: string };
export type UserList = { data: User[]; meta: PageMeta };

export const USERS_KEY = ['admin', 'users'] as const;
export const PER_PAGE = 25;

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...USERS_KEY, params],
    queryFn: ({ signal }): Promise<UserList> =>
      callApi('listUsers', {
        query: {
          filter: { role: params.role, search: params.search.trim() },
          page: params.page,
          per_page: PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const createUser = (body: CreateUserRequest) => callApi('createUser', { body });
export const updateUser = (id: number, body: UpdateUserRequest) =>
  callApi('updateUser', { params: { id }, body });
export const deleteUser = (id: number) => callApi('deleteUser', { params: { id } });

export type AssignmentKind = 'distributors' | 'stores';
const ASSIGNMENT_ENDPOINTS = {
  distributors: { assign: 'assignDistributor', unassign: 'unassignDistributor' },
  stores: { assign: 'assignStore', unassign: 'unassignStore' },
} as const;

export function setAssignment(userId: number, kind: AssignmentKind, targetId: number, isAssigned: boolean) {
  const endpoint = ASSIGNMENT_ENDPOINTS[kind][isAssigned ? 'assign' : 'unassign'];
  return callApi(endpoint, { params: { id: userId, targetId } });
}

export const importUsersCsv = (fileBase64: string, skipInvalid: boolean) =>
  callApi('importUsersCsv', { body: { fileBase64, skipInvalid } });

/**
 * A long job started from this page (the CSV import), polled until it ends: its
 * progress feeds the bar, its result the report.
 */
export const fetchPersonalData = (id: number) => callApi('exportPersonalData', { params: { id } });
export const erasePersonalData = (id: number) => callApi('erasePersonalData', { params: { id } });
