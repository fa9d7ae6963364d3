import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from './unsaved-changes';
import { useBusinessTab } from './use-business-tab';

function Page() {
  const [tab, setTab] = useBusinessTab();
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <p data-testid="tab">{tab}</p>
      {tab === 'settings' && <Settings dirty={dirty} />}
      <button onClick={() => setDirty(true)}>Modifier</button>
      <button onClick={() => setTab('orders')}>Commandes</button>
    </>
  );
}

function Settings({ dirty }: { dirty: boolean }) {
  useUnsavedChanges('settings', dirty);
  return null;
}

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/business-dashboard?tab=settings']}>
      <Page />
    </MemoryRouter>,
  );

describe('unsaved settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leave without a question when nothing changed', () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderAt();
    fireEvent.click(screen.getByText('Commandes'));
    expect(screen.getByTestId('tab').textContent).toBe('orders');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('ask before another tab, stay when the owner says no, go when he says yes', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt();
    fireEvent.click(screen.getByText('Modifier'));
    fireEvent.click(screen.getByText('Commandes'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(screen.getByTestId('tab').textContent).toBe('settings');
    fireEvent.click(screen.getByText('Commandes'));
    expect(screen.getByTestId('tab').textContent).toBe('orders');
  });

  it('have the browser ask before the page is closed or reloaded', () => {
    renderAt();
    fireEvent.click(screen.getByText('Modifier'));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
