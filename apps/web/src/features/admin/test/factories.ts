import type { DashboardStats, Finances } from '@comoe/shared/schemas/admin';
import type { AdminUser } from '@comoe/shared/schemas/admin-accounts';

export const stats = (over: Partial<DashboardStats> = {}): DashboardStats => ({
  startDate: '2026-10-25',
  endDate: '2026-11-23',
  revenuTotal: 125_000,
  notrePart: 7_500,
  partEntreprises: 117_500,
  totalCommandes: 31,
  totalClients: 120,
  totalEntreprises: 41,
  totalLivreurs: 9,
  commandesRecentes: [
    {
      id: 'e8048ccd-1cb6-4cb4-8c31-7721d0ddfceb',
      clientNomComplet: 'Adjoua Yao',
      entrepriseNom: 'Chez Tantie Awa',
      total: 5_000,
      statut: 'LIVREE',
      dateCommande: '2026-11-23T18:14:00.000Z',
    },
  ],
  parJour: [{ date: '2026-11-23', commandes: 31, revenu: 125_000 }],
  ...over,
});

export const finances = (over: Partial<Finances> = {}): Finances => ({
  startDate: '2026-11-01',
  endDate: '2026-11-23',
  totalRevenu: 1_234_500,
  nombreCommandes: 42,
  notrePart: 21_000,
  partEntreprises: 1_213_500,
  commandes: [
    {
      id: '066b4cd8-7a64-4f14-a7aa-fa50ec55ebba',
      entrepriseNom: 'Chez Tantie Awa',
      clientNomComplet: 'Adjoua Yao',
      total: 5_000,
      fraisLivraison: 500,
      dateCommande: '2026-11-23T18:14:00.000Z',
    },
  ],
  totalElements: 42,
  ...over,
});

export const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 1,
  prenom: 'Koffi',
  nom: 'Yao',
  email: 'koffi@comoe.ci',
  telephone: '0700000000',
  dateCreation: '2026-11-01T08:00:00.000Z',
  ...over,
});

/** Signs an admin in for the component under test, as the session store reads it. */
export const ADMIN_SESSION = { id: 1, telephone: '0700000000', role: 'ADMIN', token: 'jwt-admin' } as const;
