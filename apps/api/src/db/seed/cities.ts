/** The Sud-Comoé cities served, ids 1 to 8 in this order (spec part 1 §3). */
export const CITIES = [
  {
    nom: 'Bassam',
    latitude: 5.2118,
    longitude: -3.7388,
    quartiers: ['Quartier France', 'Mockeyville', 'Petit Paris', 'Phare'],
  },
  {
    nom: 'Bonoua',
    latitude: 5.2719,
    longitude: -3.5961,
    quartiers: ['Centre', 'Adjouan', 'Quartier Commerce', 'Gare routière'],
  },
  {
    nom: 'Yaou',
    latitude: 5.2883,
    longitude: -3.6756,
    quartiers: ['Centre', 'Village', 'Carrefour', 'Lycée'],
  },
  {
    nom: 'Samo',
    latitude: 5.3081,
    longitude: -3.4897,
    quartiers: ['Centre', 'Marché', 'École', 'Route de Bonoua'],
  },
  {
    nom: 'Aboisso',
    latitude: 5.4667,
    longitude: -3.2072,
    quartiers: ['Commerce', 'Résidentiel', 'Koumassi', 'Préfecture'],
  },
  {
    nom: 'Adiaké',
    latitude: 5.2863,
    longitude: -3.304,
    quartiers: ['Centre', 'Lagune', 'Marché', 'Débarcadère'],
  },
  {
    nom: 'Assinie',
    latitude: 5.1333,
    longitude: -3.2833,
    quartiers: ['Mafia', 'Assinie-France', 'Village', 'Plage'],
  },
  {
    nom: 'Ayamé',
    latitude: 5.605,
    longitude: -3.158,
    quartiers: ['Barrage', 'Centre', 'Marché', 'Cité EECI'],
  },
] as const;

export const CATEGORIES_ENTREPRISE = [
  'Restaurant',
  'Maquis',
  'Fast-food',
  'Pharmacie',
  'Supermarché',
  'Boutique',
  'Épicerie',
] as const;
