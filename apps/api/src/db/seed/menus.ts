import type { EntrepriseType } from '@comoe/shared/enums';
import { deVille } from '@comoe/shared/text';

export interface SeedProduct {
  nom: string;
  description: string;
  prix: number;
  disponible?: boolean;
}
export type SeedMenu = Record<string, SeedProduct[]>;

const maquis: SeedMenu = {
  'Plats ivoiriens': [
    {
      nom: 'Attiéké poisson braisé',
      description: 'Attiéké frais, carpe braisée, oignons et piment',
      prix: 2500,
    },
    { nom: 'Garba', description: 'Attiéké et thon frit, piment et oignons', prix: 1000 },
    { nom: 'Alloco poulet', description: 'Bananes plantains frites et cuisse de poulet braisée', prix: 2000 },
    {
      nom: 'Kedjenou de poulet',
      description: 'Poulet mijoté à l’étouffée, servi avec attiéké ou riz',
      prix: 3500,
    },
    {
      nom: 'Foutou sauce graine',
      description: 'Foutou banane, sauce graine et viande de bœuf',
      prix: 3000,
      disponible: false,
    },
    { nom: 'Placali sauce gombo', description: 'Placali et sauce gombo au poisson fumé', prix: 2000 },
  ],
  Grillades: [
    { nom: 'Poulet braisé entier', description: 'Poulet bicyclette braisé, alloco et attiéké', prix: 6000 },
    { nom: 'Brochettes de bœuf', description: 'Trois brochettes marinées aux épices', prix: 1500 },
    { nom: 'Poisson braisé (capitaine)', description: 'Capitaine braisé, sauce tomate pimentée', prix: 5000 },
  ],
  Boissons: [
    { nom: 'Bissap', description: 'Jus d’hibiscus maison, bien frais (50 cl)', prix: 500 },
    { nom: 'Gnamankoudji', description: 'Jus de gingembre maison (50 cl)', prix: 500 },
    { nom: 'Jus de baobab', description: 'Bouye au lait (50 cl)', prix: 700, disponible: false },
    { nom: 'Eau minérale 1,5 L', description: 'Bouteille fraîche', prix: 500 },
  ],
};

const fastFood: SeedMenu = {
  Sandwichs: [
    { nom: 'Chawarma poulet', description: 'Pain libanais, poulet mariné, crudités, sauce ail', prix: 2000 },
    { nom: 'Chawarma viande', description: 'Pain libanais, bœuf mariné, frites, sauce tahiné', prix: 2500 },
    { nom: 'Burger du Comoé', description: 'Steak haché, fromage, oignons caramélisés', prix: 3000 },
  ],
  Accompagnements: [
    { nom: 'Frites', description: 'Portion de frites maison', prix: 1000 },
    { nom: 'Alloco', description: 'Portion de bananes plantains frites', prix: 1000 },
    { nom: 'Salade composée', description: 'Laitue, tomates, avocat, œuf', prix: 1500, disponible: false },
  ],
  Pizzas: [
    { nom: 'Pizza reine', description: 'Jambon de dinde, champignons, mozzarella', prix: 5000 },
    { nom: 'Pizza fruits de mer', description: 'Crevettes, calamars, moules', prix: 6500 },
  ],
  Boissons: [
    { nom: 'Soda 33 cl', description: 'Canette bien fraîche', prix: 500 },
    { nom: 'Jus de fruits frais', description: 'Ananas ou orange pressés (50 cl)', prix: 1000 },
  ],
};

const pharmacie: SeedMenu = {
  'Médicaments courants': [
    {
      nom: 'Paracétamol 500 mg (16 comprimés)',
      description: 'Douleurs et fièvre, sans ordonnance',
      prix: 600,
    },
    { nom: 'Paracétamol 1 g (8 comprimés)', description: 'Douleurs et fièvre de l’adulte', prix: 1200 },
    {
      nom: 'Ibuprofène 400 mg (12 comprimés)',
      description: 'Anti-inflammatoire, à prendre au cours d’un repas',
      prix: 1500,
    },
    { nom: 'Sels de réhydratation orale', description: 'Sachet pour 1 litre d’eau', prix: 300 },
    { nom: 'Sirop contre la toux', description: 'Flacon de 125 ml', prix: 2500, disponible: false },
  ],
  'Paludisme et moustiques': [
    { nom: 'Moustiquaire imprégnée 2 places', description: 'Longue durée, 180 × 200 cm', prix: 5000 },
    { nom: 'Répulsif anti-moustiques', description: 'Spray corporel 100 ml', prix: 2500 },
    {
      nom: 'Test de diagnostic rapide du paludisme',
      description: 'Autotest, résultat en 15 minutes',
      prix: 1500,
    },
  ],
  'Hygiène et soins': [
    { nom: 'Gel hydroalcoolique 100 ml', description: 'Désinfection des mains', prix: 1000 },
    { nom: 'Savon antiseptique', description: 'Pain de 125 g', prix: 800 },
    { nom: 'Pansements assortis', description: 'Boîte de 20', prix: 1000 },
    { nom: 'Alcool à 70°', description: 'Flacon de 250 ml', prix: 1000 },
  ],
  Bébé: [
    { nom: 'Couches taille 3 (paquet de 30)', description: 'Pour bébés de 4 à 9 kg', prix: 4500 },
    { nom: 'Lait infantile 1er âge 400 g', description: 'De 0 à 6 mois', prix: 6500 },
  ],
};

const boutique: SeedMenu = {
  Téléphonie: [
    { nom: 'Chargeur USB-C rapide', description: 'Chargeur secteur 20 W avec câble', prix: 3500 },
    { nom: 'Écouteurs filaires', description: 'Avec micro, prise jack 3,5 mm', prix: 2000 },
    { nom: 'Batterie externe 10 000 mAh', description: 'Deux ports USB, témoin de charge', prix: 9000 },
  ],
  Mode: [
    { nom: 'Pagne wax 6 yards', description: 'Coton imprimé, motifs assortis', prix: 15000 },
    { nom: 'Sandales en cuir', description: 'Fabrication artisanale, pointures 38 à 45', prix: 6000 },
    { nom: 'Tee-shirt Sud-Comoé', description: 'Coton, tailles S à XXL', prix: 4000, disponible: false },
  ],
  Maison: [
    {
      nom: 'Lampe solaire rechargeable',
      description: 'Autonomie 8 heures, idéale en cas de délestage',
      prix: 6000,
    },
    { nom: 'Ventilateur sur pied', description: '3 vitesses, 40 cm', prix: 18000 },
    { nom: 'Glacière 25 L', description: 'Garde au frais toute la journée', prix: 12000 },
  ],
};

// Fifty products: the size of menu the catalog bench holds the server to (bench/README.md).
const supermarche: SeedMenu = {
  Épicerie: [
    { nom: 'Riz parfumé 5 kg', description: 'Riz long grain', prix: 4500 },
    { nom: 'Riz local 5 kg', description: 'Riz blanc de Côte d’Ivoire', prix: 3500 },
    { nom: 'Huile végétale 1 L', description: 'Huile raffinée pour la cuisine', prix: 1500 },
    { nom: 'Huile rouge 1 L', description: 'Huile de palme pour la sauce graine', prix: 1200 },
    { nom: 'Sucre en poudre 1 kg', description: 'Sucre blanc', prix: 800 },
    { nom: 'Sucre en morceaux 1 kg', description: 'Boîte de morceaux calibrés', prix: 1000 },
    { nom: 'Spaghetti 500 g', description: 'Pâtes de blé dur', prix: 500 },
    { nom: 'Macaroni 500 g', description: 'Pâtes de blé dur', prix: 500 },
    { nom: 'Farine de blé 1 kg', description: 'Pour le pain, les beignets et les gâteaux', prix: 700 },
    { nom: 'Semoule de maïs 1 kg', description: 'Pour le tô et la bouillie', prix: 600 },
    { nom: 'Sardines à l’huile', description: 'Boîte de 125 g', prix: 600 },
    { nom: 'Thon au naturel', description: 'Boîte de 160 g', prix: 1000 },
    { nom: 'Concentré de tomate 400 g', description: 'Double concentré', prix: 700 },
    { nom: 'Cubes d’assaisonnement', description: 'Boîte de 60 cubes', prix: 1500 },
    { nom: 'Sel iodé 1 kg', description: 'Sel fin de cuisine', prix: 300 },
    { nom: 'Lait concentré sucré', description: 'Boîte de 397 g', prix: 900, disponible: false },
    { nom: 'Lait en poudre 400 g', description: 'Lait entier en sachet', prix: 2500 },
    { nom: 'Café soluble 100 g', description: 'Café de Côte d’Ivoire', prix: 1800 },
    { nom: 'Cacao en poudre 400 g', description: 'Pour le petit déjeuner', prix: 2000 },
    { nom: 'Haricots rouges 1 kg', description: 'Secs, à tremper la veille', prix: 1200 },
  ],
  Boissons: [
    { nom: 'Eau minérale pack 6 × 1,5 L', description: 'Eau de source', prix: 2400 },
    { nom: 'Eau minérale 50 cl', description: 'Bouteille fraîche', prix: 250 },
    { nom: 'Soda 1,5 L', description: 'Cola, orange ou citron', prix: 1000 },
    { nom: 'Jus d’ananas 1 L', description: '100 % pur jus', prix: 1500 },
    { nom: 'Jus de mangue 1 L', description: 'Nectar de mangue', prix: 1500 },
    { nom: 'Boisson au gingembre 1 L', description: 'Gingembre et citron', prix: 1200 },
    { nom: 'Sirop de grenadine 75 cl', description: 'À diluer dans l’eau fraîche', prix: 2000 },
    { nom: 'Thé vert (25 sachets)', description: 'Pour l’attaya et le thé à la menthe', prix: 1000 },
  ],
  'Produits frais': [
    { nom: 'Œufs (plateau de 30)', description: 'Œufs frais de la région', prix: 3000 },
    { nom: 'Yaourt nature (4 × 125 g)', description: 'Au lait entier', prix: 1200 },
    { nom: 'Pain de mie', description: 'Sachet de 500 g', prix: 1000 },
    { nom: 'Baguette', description: 'Cuite le matin', prix: 150 },
    { nom: 'Beurre doux 250 g', description: 'Plaquette au rayon frais', prix: 2200 },
    { nom: 'Fromage fondu (8 portions)', description: 'Boîte de 140 g', prix: 1300 },
    { nom: 'Tomates fraîches 1 kg', description: 'Du marché de la région', prix: 1000 },
    { nom: 'Oignons 1 kg', description: 'Oignons violets', prix: 800 },
    { nom: 'Bananes plantains (4)', description: 'Mûres, pour l’alloco', prix: 1000 },
    { nom: 'Avocats (3)', description: 'Prêts à manger', prix: 900, disponible: false },
  ],
  Entretien: [
    { nom: 'Savon de Marseille', description: 'Pain de 300 g', prix: 400 },
    { nom: 'Eau de Javel 1 L', description: 'Désinfectant ménager', prix: 700 },
    { nom: 'Lessive en poudre 1 kg', description: 'Pour le linge à la main ou en machine', prix: 1800 },
    { nom: 'Liquide vaisselle 750 ml', description: 'Au citron', prix: 1000 },
    { nom: 'Éponges (lot de 3)', description: 'Face grattante', prix: 500 },
    { nom: 'Papier toilette (4 rouleaux)', description: 'Double épaisseur', prix: 1200 },
    { nom: 'Insecticide 400 ml', description: 'Contre moustiques et cafards', prix: 2500 },
    { nom: 'Serpillière', description: 'Coton épais', prix: 800 },
    { nom: 'Sacs poubelle (20)', description: '50 litres', prix: 900 },
    { nom: 'Allumettes (10 boîtes)', description: 'Pour la cuisine', prix: 300 },
    { nom: 'Bougies (paquet de 6)', description: 'Pour les coupures de courant', prix: 600 },
    { nom: 'Dentifrice 75 ml', description: 'Au fluor', prix: 800 },
  ],
};

export const MENUS: Record<'maquis' | 'fastFood' | 'pharmacie' | 'boutique' | 'supermarche', SeedMenu> = {
  maquis,
  fastFood,
  pharmacie,
  boutique,
  supermarche,
};

export interface SeedBusiness {
  nom: (ville: string) => string;
  type: EntrepriseType;
  categorie: string;
  menu: keyof typeof MENUS;
  description: string;
  typeCuisine?: string;
  delai?: string;
}

/** The businesses every city gets; the demo owner's own business is added in Bassam. */
export const BUSINESSES: SeedBusiness[] = [
  {
    nom: (v) => `Maquis Le Baobab ${deVille(v)}`,
    type: 'RESTAURANT',
    categorie: 'Maquis',
    menu: 'maquis',
    description: 'Cuisine ivoirienne de tous les jours : attiéké, alloco, garba et grillades au feu de bois.',
    typeCuisine: 'Ivoirienne',
  },
  {
    nom: (v) => `Le Palmier Grill ${v}`,
    type: 'RESTAURANT',
    categorie: 'Fast-food',
    menu: 'fastFood',
    description: 'Chawarmas, burgers et pizzas préparés à la commande, livrés chauds.',
    typeCuisine: 'Fast-food',
    delai: '25-35 min',
  },
  {
    nom: (v) => `Pharmacie Centrale ${deVille(v)}`,
    type: 'PHARMACIE',
    categorie: 'Pharmacie',
    menu: 'pharmacie',
    description: 'Médicaments sans ordonnance, hygiène, bébé et protection contre le paludisme.',
    delai: '15-25 min',
  },
  {
    nom: (v) => `Boutique Élégance ${v}`,
    type: 'BOUTIQUE',
    categorie: 'Boutique',
    menu: 'boutique',
    description: 'Accessoires de téléphone, pagnes, sandales et petit équipement de la maison.',
    delai: '30-45 min',
  },
  {
    nom: (v) => `Supermarché Comoé ${v}`,
    type: 'SUPERMARCHE',
    categorie: 'Supermarché',
    menu: 'supermarche',
    description: 'Épicerie, boissons, produits frais et entretien au meilleur prix.',
    delai: '30-40 min',
  },
];
