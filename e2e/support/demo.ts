/** The seeded demo accounts (README), the same on every fresh start. */
export const DEMO = {
  admin: { telephone: '0700000000', motDePasse: 'Admin@2026!' },
  client: { telephone: '0700000001', motDePasse: 'Client@2026' },
  business: { telephone: '0700000002', motDePasse: 'Entreprise@2026' },
  courier: { telephone: '0700000003', motDePasse: 'Livreur@2026' },
} as const;

export type DemoAccount = { telephone: string; motDePasse: string };

/** A phone number no other test uses: 07 then 8 digits from the clock and a counter. */
let counter = 0;
export function freshPhone(): string {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 100_000_000).padStart(8, '0');
  return `07${digits}`;
}
