import { describe, expect, it } from 'vitest';
import type { Handover } from './handover';
import { handoverView } from './handover-view';

let n = 0;
const handover = (kind: Handover['kind'], refusal: string | null = null, missionId = 'A'): Handover => ({
  key: `k-${(n += 1)}`,
  userId: 3,
  missionId,
  kind,
  code: '1234',
  photo: null,
  createdAt: n,
  refusal,
});

describe('a mission as the courier sees it with what waits on the phone', () => {
  it('is the server status when nothing waits', () => {
    expect(handoverView({ id: 'A', statut: 'PRETE' }, [handover('pickup', null, 'B')])).toEqual({
      statut: 'PRETE',
      waiting: false,
      refused: null,
      queued: [],
    });
  });

  it('moves on with a pickup, then a delivery, made offline', () => {
    const pickup = handover('pickup');
    expect(handoverView({ id: 'A', statut: 'PRETE' }, [pickup])).toMatchObject({
      statut: 'EN_LIVRAISON',
      waiting: true,
    });
    expect(handoverView({ id: 'A', statut: 'PRETE' }, [pickup, handover('delivery')])).toMatchObject({
      statut: 'EN_LIVRAISON',
      waiting: true,
      queued: ['pickup', 'delivery'],
    });
  });

  it('never shows a delivery made offline as delivered: the server says so (issue 22 §2)', () => {
    expect(handoverView({ id: 'A', statut: 'EN_LIVRAISON' }, [handover('delivery')])).toEqual({
      statut: 'EN_LIVRAISON',
      waiting: true,
      refused: null,
      queued: ['delivery'],
    });
  });

  it('does not move back when the server already applied the pickup', () => {
    expect(handoverView({ id: 'A', statut: 'EN_LIVRAISON' }, [handover('pickup')])).toMatchObject({
      statut: 'EN_LIVRAISON',
      waiting: true,
    });
  });

  it('stops at a refusal and shows it', () => {
    const refused = handover('pickup', 'Code de vérification incorrect.');
    const view = handoverView({ id: 'A', statut: 'PRETE' }, [refused, handover('delivery')]);
    expect(view).toMatchObject({ statut: 'PRETE', waiting: true });
    expect(view.refused).toBe(refused);
  });
});
