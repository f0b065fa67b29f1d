// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/testing/render.tsx';
import { useDialog } from './dialog';

function Opener() {
  const dialog = useDialog();
  return (
    <>
      <button type="button">Elsewhere</button>
      <button
        type="button"
        onClick={() => void dialog.confirm({ title: 'Delete this?', confirmText: 'Yes' })}
      >
        Delete
      </button>
      <button type="button" onClick={() => void dialog.popup({ title: 'Saved', timer: 400 })}>
        Save
      </button>
    </>
  );
}

afterEach(cleanup);

describe('dialogs and focus', () => {
  it('hands focus back to the button that opened a confirmation, whichever way it closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete' });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('hands focus back after a popup closes by itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Save' });
    await user.click(opener);
    const popup = await screen.findByRole('dialog', { name: 'Saved' });
    popup.focus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(document.activeElement).toBe(opener);
  });
});
