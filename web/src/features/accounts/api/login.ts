import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountPaths, loginResponseSchema, type LoginRequest, type LoginResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';
import { storage } from '../../../lib/storage';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest(accountPaths.login, { method: 'POST', body, schema: loginResponseSchema });
}

/** Signs in and stores the session (spec 1 §4); the caller decides where to go next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess(response) {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      storage.saveLogin(response);
    },
  });
}
