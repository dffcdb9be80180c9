import { useMutation } from '@tanstack/react-query';
import { accountPaths, registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@prayog/contract';
import { apiRequest } from '../../../lib/api';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest(accountPaths.register, { method: 'POST', body, schema: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
