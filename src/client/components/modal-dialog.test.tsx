// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

afterEach(cleanup);

/** A page with a button that opens the dialog, and a count of the times the dialog asked to close. */
function Page({ closeButton, refuseToClose = false }: { closeButton: boolean; refuseToClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>Asked to close {asked} times</p>
      {open && (
        <ModalDialog
          labelledBy="test-title"
          describedBy="test-text"
          closeButton={closeButton}
          onClose={() => {
            setAsked((n) => n + 1);
            if (!refuseToClose) setOpen(false);
          }}
        >
          <h2 id="test-title">Roster of Spanish B1</h2>
          <p id="test-text">Mon, Oct 12</p>
        </ModalDialog>
      )}
    </>
  );
}

describe('a modal dialog', () => {
  it('opens named by its heading and described by its text, and its Close button closes it', async () => {
    const user = userEvent.setup();
    render(<Page closeButton />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Roster of Spanish B1' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-describedby')).toBe('test-text');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Asked to close 1 times')).toBeTruthy();
  });

  it('hands focus back to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Page closeButton />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('asks its owner on Esc, who may keep it open, and has no Close button unless asked for one', async () => {
    const user = userEvent.setup();
    render(<Page closeButton={false} refuseToClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Roster of Spanish B1' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByText('Asked to close 1 times')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Roster of Spanish B1' })).toHaveProperty('open', true);
  });
});
