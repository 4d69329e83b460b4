import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@jbp/shared';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, askReason = true }: { onConfirm: (reason: string) => Promise<unknown>; askReason?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel booking
      </button>
      {open && (
        <ConfirmDialog
          title="Cancel this booking?"
          message="The customer is told by e-mail."
          confirmLabel="Yes, cancel it"
          askReason={askReason}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe(ConfirmDialog.name, () => {
  it('asks for the reason first, keeps focus inside, and gives the trimmed reason to the action', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(screen.getByText('Please give a reason in one sentence.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(screen.getByText('The reason must be at least 3 characters.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Road closed by floods.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledWith('Road closed by floods.');
    expect(opener).toHaveFocus();
  }, 20_000);

  it('closes on Escape without acting, and focus returns to the button that opened it', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Harness onConfirm={onConfirm} askReason={false} />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it("stays open with the server's sentence when the action fails", async () => {
    const onConfirm = vi.fn(() => Promise.reject(new ApiError(409, ['This offer has already been booked.'])));
    render(<Harness onConfirm={onConfirm} askReason={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been booked.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
