import { describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { AppDialog } from '#src/app/dialogs/AppDialog.tsx';
import { AppModal } from '#src/app/dialogs/AppModal.tsx';
import { render, screen, userEvent, within } from '../test-utils/render.tsx';

// Mantine writes a numeric size as rem at 16 px.
const widthOf = (dialog: HTMLElement) =>
  (dialog.closest('.mantine-Modal-root') as HTMLElement | null)
    ?.querySelector<HTMLElement>('.mantine-Modal-inner')
    ?.parentElement?.style.getPropertyValue('--modal-size');

describe('generic modal', () => {
  it('shows its title and content with a Close button, 500 px wide at most', async () => {
    const onClose = vi.fn();
    render(
      <AppModal opened onClose={onClose} title="Scoring">
        <p>Ten times the fair odds.</p>
      </AppModal>,
    );
    const modal = screen.getByRole('dialog', { name: 'Scoring' });
    expect(modal).toHaveTextContent('Ten times the fair odds.');
    expect(widthOf(modal)).toBe('calc(31.25rem * var(--mantine-scale))');
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('dialog', () => {
  it('is 480 px wide at most and persistent without onClose', async () => {
    render(
      <AppDialog
        opened
        title="Logout: Clearing My Account"
        description="You will lose all your scores."
        actions={<Button>Cancel</Button>}
      />,
    );
    // The Modal behind it loads the first time a dialog opens.
    const dialog = await screen.findByRole('dialog', { name: 'Logout: Clearing My Account' });
    expect(widthOf(dialog)).toBe('calc(30rem * var(--mantine-scale))');
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });
});
