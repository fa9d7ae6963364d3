import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comoe/shared/events';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { payoutsDesk } from './helpers/payouts-desk.ts';

// Issue 21 §4: the business's 'Paiements' list updates live when an admin pays it.
let t: TestApp;
let w: Awaited<ReturnType<typeof payoutsDesk>>;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ({ t, w } = await appWith(payoutsDesk));
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

/** The payout events heard: who they go to and which business, their time checked to be one. */
const payoutEvents = () =>
  events.flatMap(({ audience, data }) =>
    data.type === 'versement.entreprise' && !Number.isNaN(Date.parse(data.at))
      ? [{ users: audience.users, entrepriseId: data.entrepriseId }]
      : [],
  );

describe(`versement.entreprise live event (${store})`, () => {
  it("tells the paid business's owner, and no one else, once per payout", async () => {
    const id = await w.order(w.paid.id);
    events.length = 0;
    expect((await w.payout(id)).statusCode).toBe(200);
    expect(payoutEvents()).toEqual([{ users: [w.owner.id], entrepriseId: w.paid.id }]);
  });

  it('sends one event per business for a batch, none for a refused payout', async () => {
    const a = await w.order(w.paid.id);
    const b = await w.order(w.paid.id);
    const unpaid = await w.order(w.noAccount.id);
    events.length = 0;
    const res = await w.api.post('/api/admin/payouts', w.admin.headers, { commandeIds: [a, b, unpaid] });
    expect(res.statusCode).toBe(200);
    expect(payoutEvents()).toEqual([{ users: [w.owner.id], entrepriseId: w.paid.id }]);

    events.length = 0;
    expect((await w.payout(a)).statusCode).toBe(409);
    expect(payoutEvents()).toEqual([]);
  });
});
