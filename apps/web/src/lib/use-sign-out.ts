import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from './api-client';
import { clearGuestProfile, clearGuestSwipes } from './guest-storage';

/** Spec §4 "Logout": end the session, drop every cached answer, return to the landing page. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/logout');
      queryClient.clear();
      // Survey answers and swipes left in this browser belong to the account that just left;
      // the next person to sign up here must not have them migrated into theirs.
      clearGuestProfile();
      clearGuestSwipes();
      navigate('/');
    } catch (error) {
      // Spec §8: a failed logout is only logged, the user sees no message.
      console.error('Sign out failed', error);
    }
  }, [queryClient, navigate]);
}
