import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readGuestNewDogAlerts, writeGuestNewDogAlerts } from '@/lib/guest-storage';
import { SaveMatchesDialog } from './save-matches-dialog';

// The Save your matches dialog's opt-in (product §16.5): the guest's choice is kept in this
// browser at once, so it survives the full-page trip through sign-up.

afterEach(() => {
  window.localStorage.clear();
});

const renderDialog = () => render(<SaveMatchesDialog open onOpenChange={() => {}} likes={3} />);

describe('SaveMatchesDialog', () => {
  it('keeps the guest\'s "email me" choice in guest storage, unticked by default', () => {
    renderDialog();
    const box = screen.getByRole('checkbox', { name: 'Email me when similar dogs appear near you' });
    expect((box as HTMLInputElement).checked).toBe(false);

    fireEvent.click(box);
    expect(readGuestNewDogAlerts()).toBe(true);
    fireEvent.click(box);
    expect(readGuestNewDogAlerts()).toBe(false);
  });

  it('shows an earlier choice ticked', () => {
    writeGuestNewDogAlerts(true);
    renderDialog();
    expect(
      (screen.getByRole('checkbox', { name: 'Email me when similar dogs appear near you' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('sends Create Free Account to the create-account form, as an adopter', () => {
    renderDialog();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe(
      '/api/login?intended_role=adopter&mode=signup',
    );
  });
});
