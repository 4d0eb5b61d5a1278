import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../auth/session-store';
import { logout } from '../auth/auth-api';

/** Revokes the token, then clears the stored user and cached data even if the call fails. */
export function useLogout(redirectTo: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const run = async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } catch {
      // An expired token is already revoked: leaving is what matters.
    } finally {
      clearSession();
      queryClient.clear();
      setIsLoggingOut(false);
      await navigate(redirectTo, { replace: true });
    }
  };
  return { logout: run, isLoggingOut };
}
