import { authenticationEndpoints } from '@colophon/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';

export const useForgotPassword = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: (email: string) => call(authenticationEndpoints.forgotPassword, { body: { email } }),
  });

export const useResetPassword = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: (body: { token: string; password: string }) =>
      call(authenticationEndpoints.resetPassword, { body }),
  });
