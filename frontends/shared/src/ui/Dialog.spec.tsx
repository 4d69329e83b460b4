import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const shut = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show offers
      </button>
      <a href="#after">A link behind the dialog</a>
      {open && (
        <Dialog labelledBy="title" onClose={shut} initialFocus={close}>
          <h2 id="title">Available Offers</h2>
          <button type="button" ref={close} onClick={shut}>
            Close
          </button>
          <a href="#offer">Bhopal offer</a>
          <a href="#all">See all offers</a>
        </Dialog>
      )}
    </>
  );
}

describe(Dialog.name, () => {
  it('is a labelled modal that focuses its close button and keeps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Show offers' }));
    const dialog = screen.getByRole('dialog', { name: 'Available Offers' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Bhopal offer' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'See all offers' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'See all offers' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Show offers' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes by its button or a click on the backdrop, returning focus each time', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Show offers' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    // The dialog fills the screen around its panel: a click on it is a click on the backdrop.
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(opener).toHaveFocus();
  });

  it('stays open on a click inside its panel, and without a first focus takes it itself', async () => {
    const onClose = vi.fn();
    render(
      <Dialog labelledBy="t" onClose={onClose}>
        <h2 id="t">Delete my data</h2>
        <button type="button" disabled>
          Deleting…
        </button>
        <a href="#keep">Keep my data</a>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete my data' });
    expect(dialog).toHaveFocus();
    await userEvent.click(screen.getByRole('heading', { name: 'Delete my data' }));
    expect(onClose).not.toHaveBeenCalled();
    // Shift+Tab from the dialog itself goes to its last stop; the disabled button is no stop.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Keep my data' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Keep my data' })).toHaveFocus();
  });
});
