import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { orderRef } from './reference.ts';
import {
  BUSINESS_STATUS_FILTERS,
  businessStatusGroup,
  canRate,
  courierHeading,
  DELIVERED_STATUSES,
  FINISHED_STATUSES,
  isCancelled,
  MISSION_IN_PROGRESS_STATUSES,
  OFFERED_MISSION_STATUSES,
  COURIER_STATUS_LABELS,
  courierStatus,
  isFinished,
  ORDER_STEPS,
  showsPaymentLinks,
  STATUS_LABELS,
  stepsDone,
} from './statuses.ts';

describe('order statuses, one row each', () => {
  it('gives each status its own label', () => {
    expect(new Set(ORDER_STATUSES.map((s) => STATUS_LABELS[s])).size).toBe(ORDER_STATUSES.length);
  });

  it('offers payment links, rating and the end each at its statuses', () => {
    expect(ORDER_STATUSES.filter(showsPaymentLinks)).toEqual(['EN_LIVRAISON']);
    expect(ORDER_STATUSES.filter(canRate)).toEqual(['LIVREE']);
    expect(ORDER_STATUSES.filter(isFinished)).toEqual(['LIVREE', 'ANNULEE']);
    expect(FINISHED_STATUSES).toEqual(['LIVREE', 'ANNULEE']);
    expect(DELIVERED_STATUSES).toEqual(['LIVREE']);
    expect(ORDER_STATUSES.filter(isCancelled)).toEqual(['ANNULEE']);
  });

  it("lists the couriers' missions and says where the courier heads", () => {
    expect(OFFERED_MISSION_STATUSES).toEqual(['EN_ATTENTE_LIVREUR']);
    expect(MISSION_IN_PROGRESS_STATUSES).toEqual(['ACCEPTEE', 'PRETE', 'EN_LIVRAISON']);
    expect(ORDER_STATUSES.map(courierHeading)).toEqual([
      'entreprise',
      'entreprise',
      'entreprise',
      'entreprise',
      'client',
      null,
      null,
    ]);
  });

  it("groups the owner's statuses as spec part 2 §4, every status in exactly one group", () => {
    expect(BUSINESS_STATUS_FILTERS).toEqual({
      EN_ATTENTE: ['EN_ATTENTE_ENTREPRISE', 'EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE'],
      EN_COURS: ['EN_LIVRAISON'],
      LIVREE: ['LIVREE'],
      ANNULEE: ['ANNULEE'],
    });
    expect(businessStatusGroup('EN_COURS')).toBe('En cours');
    expect(businessStatusGroup('PRETE')).toBe('En attente');
    expect(businessStatusGroup('AUTRE')).toBe('Inconnu');
  });

  it("shows the courier's badges", () => {
    expect(ORDER_STATUSES.map((s) => COURIER_STATUS_LABELS[courierStatus(s)])).toEqual([
      'Acceptée',
      'En attente',
      'Acceptée',
      'Prête',
      'Récupérée',
      'Livrée',
      'En attente',
    ]);
  });

  it.each([
    ['EN_ATTENTE_ENTREPRISE', 'Envoyée'],
    ['EN_ATTENTE_LIVREUR', 'Acceptée'],
    ['ACCEPTEE', 'Acceptée'],
    ['PRETE', 'Prête'],
    ['EN_LIVRAISON', 'En route'],
    ['LIVREE', 'Livrée'],
  ] as const)("puts %s at the client's tracker step %s", (statut, last) => {
    expect(ORDER_STEPS[stepsDone(statut)! - 1]).toBe(last);
  });

  it('has no tracker step for a cancelled order', () => {
    expect(stepsDone('ANNULEE')).toBeNull();
  });

  it('names a refused move by the status label, never its code', () => {
    expect(MSG.orderTransitionRefused('EN_LIVRAISON')).toBe(
      'Action impossible : la commande est au statut « En livraison ».',
    );
  });
});

describe('order references', () => {
  it('are the id’s first 6 characters, upper case, everywhere', () => {
    expect(orderRef('0e5b8045-8af6-40e1-bc09-508f48052a4f')).toBe('0E5B80');
  });
});
