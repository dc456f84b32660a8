// What a visitor can do with a dog wherever it is shown (product §2, §4, §8): message its
// lister, book a virtual meet & greet, like or pass, share it. Guests see the adopter's
// actions too; messaging or booking asks them to sign in instead. Used by the dog's page
// and by the discover deck, so both answer a guest the same way.
import { useState } from 'react';
import type { Dog, SwipeDirection } from '@scout/domain';
import { useOpenConversation } from '@/api/conversations';
import { useMe } from '@/api/session';
import { useSwipe } from '@/api/swipes';
import { toast } from '@/components/ui/use-toast';

/** What the deck and the map show when a conversation cannot be opened (product §8): `toast(CONVERSATION_START_FAILED_TOAST)`. */
export const CONVERSATION_START_FAILED_TOAST = {
  title: 'Error',
  description: 'Failed to start conversation. Please try again.',
  variant: 'destructive',
} as const;

export interface DogActionsOptions {
  /** What a failure to open the conversation shows: CONVERSATION_START_FAILED_TOAST unless given. */
  onMessageError?: (error: Error) => void;
  /** Runs after a guest who tried to message was told to sign in (the deck offers its sign-up dialog). */
  onSignInRequired?: () => void;
}

export function useDogActions(dog: Dog, { onMessageError, onSignInRequired }: DogActionsOptions = {}) {
  const { me } = useMe();
  const signedIn = me !== null;
  const openConversation = useOpenConversation();
  const swipeMutation = useSwipe();
  const [tourOpen, setTourOpen] = useState(false);

  /** Opens (or starts) the conversation about the dog with its lister. */
  function message() {
    if (!signedIn) {
      toast({ title: 'Sign in required', description: 'Create an account to message shelters' });
      onSignInRequired?.();
      return;
    }
    openConversation.mutate(dog.id, { onError: onMessageError ?? (() => toast(CONVERSATION_START_FAILED_TOAST)) });
  }

  /** Opens the booking dialog (`tourOpen`). */
  function bookTour() {
    if (!signedIn) {
      toast({ title: 'Sign in required', description: 'Create an account to book a virtual meet & greet' });
      return;
    }
    setTourOpen(true);
  }

  /** Likes or passes, saying how it went; `onRecorded` runs first once it is saved. */
  function swipe(direction: SwipeDirection, onRecorded?: () => void) {
    swipeMutation.mutate(
      { dogId: dog.id, direction, dog },
      {
        onSuccess: () => {
          onRecorded?.();
          toast(
            direction === 'right'
              ? { title: 'Match!', description: `You liked ${dog.name}! Check your liked dogs.` }
              : { title: 'Pass recorded', description: 'You can always change your mind later!' },
          );
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to save your choice. Please try again.',
          }),
      },
    );
  }

  /** The system's share sheet where there is one, else the page's address to the clipboard. */
  async function share() {
    const url = window.location.href;
    const title = `${dog.name} on Scout`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `Meet ${dog.name}, a ${dog.breed} looking for a home.`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing refused (e.g. not allowed here): fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: `Share ${dog.name}'s profile with anyone.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
    }
  }

  return {
    signedIn,
    message,
    messaging: openConversation.isPending,
    bookTour,
    tourOpen,
    setTourOpen,
    swipe,
    swiping: swipeMutation.isPending,
    share,
  };
}

export type DogActions = ReturnType<typeof useDogActions>;
