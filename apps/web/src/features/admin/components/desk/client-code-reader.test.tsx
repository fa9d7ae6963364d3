import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, pathOf, renderWithClient } from '@/test/fake-server';
import { TEXT } from '../../texts';
import { ClientCodeReader } from './client-code-reader';

afterEach(() => vi.unstubAllGlobals());

const ID = 'ab12cd34-0000-4000-8000-000000000001';

describe('ClientCodeReader', () => {
  it('reads the code only when the admin asks, then shows it', async () => {
    const server = fakeServer(() => json(200, { code: '4821' }));
    renderWithClient(<ClientCodeReader orderId={ID} />);
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: TEXT.readClientCode }));
    expect(await screen.findByText('4821')).toBeTruthy();
    expect(server.calls.map(pathOf)).toEqual([`/api/admin/commandes/${ID}/code-client`]);
  });

  it("shows the server's refusal", async () => {
    fakeServer(() => json(409, { message: ADMIN_MSG.clientCodeNotOnItsWay }));
    renderWithClient(<ClientCodeReader orderId={ID} />);
    fireEvent.click(screen.getByRole('button', { name: TEXT.readClientCode }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MSG.clientCodeNotOnItsWay);
  });
});
