import type { CategoriesEntrepriseTable } from './tables/categories-entreprise.table.ts';
import type { CategoriesProduitTable } from './tables/categories-produit.table.ts';
import type {
  ClesIdempotenceTable,
  CommandesTable,
  LignesCommandeTable,
  TransitionsCommandeTable,
  VersementsLivreurTable,
} from './tables/commandes.table.ts';
import type { CommandesParJourTable } from './tables/commandes-par-jour.table.ts';
import type { DemandesChangementLivreurTable } from './tables/demandes-changement-livreur.table.ts';
import type { ComptesVersementTable } from './tables/comptes-versement.table.ts';
import type { EvenementsCommandeTable } from './tables/evenements-commande.table.ts';
import type { EntreprisesTable } from './tables/entreprises.table.ts';
import type { EssaisConnexionTable } from './tables/essais-connexion.table.ts';
import type { IncidentsLivraisonTable } from './tables/incidents-livraison.table.ts';
import type { JournalAdminTable } from './tables/journal-admin.table.ts';
import type { LivreursTable } from './tables/livreurs.table.ts';
import type { ProduitsTable } from './tables/produits.table.ts';
import type { GroupesOptionsTable, OptionsProduitTable } from './tables/options-produit.table.ts';
import type { ReponsesIdempotentesTable } from './tables/reponses-idempotentes.table.ts';
import type { PreuvesLivraisonTable } from './tables/preuves-livraison.table.ts';
import type {
  AbonnementsPushTable,
  AvisTable,
  MessagesContactTable,
  NotificationsTable,
} from './tables/social.table.ts';
import type { UtilisateursTable } from './tables/utilisateurs.table.ts';
import type { VillesTable } from './tables/villes.table.ts';

export interface DB {
  villes: VillesTable;
  utilisateurs: UtilisateursTable;
  categoriesEntreprise: CategoriesEntrepriseTable;
  entreprises: EntreprisesTable;
  comptesVersement: ComptesVersementTable;
  categoriesProduit: CategoriesProduitTable;
  produits: ProduitsTable;
  groupesOptions: GroupesOptionsTable;
  optionsProduit: OptionsProduitTable;
  livreurs: LivreursTable;
  commandes: CommandesTable;
  lignesCommande: LignesCommandeTable;
  transitionsCommande: TransitionsCommandeTable;
  clesIdempotence: ClesIdempotenceTable;
  notifications: NotificationsTable;
  abonnementsPush: AbonnementsPushTable;
  messagesContact: MessagesContactTable;
  avis: AvisTable;
  reponsesIdempotentes: ReponsesIdempotentesTable;
  commandesParJour: CommandesParJourTable;
  essaisConnexion: EssaisConnexionTable;
  journalAdmin: JournalAdminTable;
  versementsLivreur: VersementsLivreurTable;
  incidentsLivraison: IncidentsLivraisonTable;
  preuvesLivraison: PreuvesLivraisonTable;
  demandesChangementLivreur: DemandesChangementLivreurTable;
  evenementsCommande: EvenementsCommandeTable;
}
