import type { FastifyInstance } from 'fastify';
import type { EntrepriseType, Role } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import type { NewUtilisateur } from '../../src/db/tables/utilisateurs.table.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

export const PASSWORD = 'Secret@2026';

// argon2 is slow on purpose; one hash per distinct password is enough for tests.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
}

let phoneCounter = 0;
/** A phone number unique within the run: 05 + pid digits + counter. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `05${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export async function createVille(db: Database, nom = `Ville ${Math.random().toString(36).slice(2, 8)}`) {
  const row = await db
    .insertInto('villes')
    .values({
      nom,
      latitude: 5.2118,
      longitude: -3.7388,
      photoUrl: null,
      fraisBase: 500,
      createdAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, nom };
}

export interface TestUser {
  id: number;
  telephone: string;
  password: string;
  role: Role;
  villeId: number;
}

export async function createUser(
  db: Database,
  role: Role,
  opts: {
    villeId: number;
    password?: string;
    statut?: 'ACTIF' | 'INACTIF';
    prenom?: string;
    /** A courier's documents checked by an admin (default: yes, he may ride). */
    verifie?: boolean;
    /** A courier's ID card and licence photos on file (default: yes; files not on disk). */
    documents?: boolean;
    /** Profile fields the sign-up would have filled. */
    profile?: Pick<
      Partial<NewUtilisateur>,
      | 'email'
      | 'genre'
      | 'dateDeNaissance'
      | 'latitude'
      | 'longitude'
      | 'infoSupplementaire'
      | 'photoProfilUrl'
    >;
  },
): Promise<TestUser> {
  const password = opts.password ?? PASSWORD;
  const telephone = uniquePhone();
  const now = new Date();
  const { id } = await db
    .insertInto('utilisateurs')
    .values({
      prenom: opts.prenom ?? 'Test',
      nom: role.toLowerCase(),
      email: null,
      telephone,
      motDePasseHash: await hashOnce(password),
      role,
      statut: opts.statut ?? 'ACTIF',
      genre: null,
      dateDeNaissance: null,
      villeId: opts.villeId,
      latitude: null,
      longitude: null,
      infoSupplementaire: null,
      photoProfilUrl: null,
      createdAt: now,
      updatedAt: now,
      ...opts.profile,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role === 'LIVREUR') {
    await db
      .insertInto('livreurs')
      .values({
        utilisateurId: id,
        typeTransport: 'MOTO',
        matricule: `T-${id}-${telephone}`,
        cni: null,
        permis: null,
        permisPhotoUrl: opts.documents === false ? null : `/api/files/private/license/factory-${id}.webp`,
        cniPhotoUrl: opts.documents === false ? null : `/api/files/private/cni/factory-${id}.webp`,
        documentsAt: opts.documents === false ? null : now,
        latitude: null,
        longitude: null,
        positionAt: null,
        noteMoyenne: null,
        verifie: opts.verifie ?? true,
        createdAt: now,
      })
      .execute();
  }
  return { id, telephone, password, role, villeId: opts.villeId };
}

/** The company category the factory's businesses get: found or created once per database. */
async function testCategorieId(db: Database): Promise<number> {
  const nom = 'Catégorie de test';
  const found = await db
    .selectFrom('categoriesEntreprise')
    .select('id')
    .where('nom', '=', nom)
    .executeTakeFirst();
  if (found) return found.id;
  return (
    await db.insertInto('categoriesEntreprise').values({ nom }).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** A demo-like facade picture path (the seed prefix is never deleted by an upload). */
export const TEST_FACADE = '/uploads/seed/facade-test.webp';
export const TEST_ENTREPRISE_PHONE = '0102030405';

/**
 * A business of `owner`, complete by default (phone, facade, category) so that clients see it
 * (design §12); `complete: false` leaves those three empty, as a fresh sign-up does.
 */
export async function createEntreprise(
  db: Database,
  owner: TestUser,
  opts: {
    nom?: string;
    type?: EntrepriseType;
    photoUrl?: string | null;
    photoFacadeUrl?: string | null;
    complete?: boolean;
  } = {},
) {
  const now = new Date();
  const complete = opts.complete ?? true;
  const { id } = await db
    .insertInto('entreprises')
    .values({
      utilisateurId: owner.id,
      nom: opts.nom ?? 'Maquis de test',
      type: opts.type ?? 'RESTAURANT',
      villeId: owner.villeId,
      description: null,
      adresse: null,
      email: null,
      telephone: complete ? TEST_ENTREPRISE_PHONE : null,
      categorieId: complete ? await testCategorieId(db) : null,
      typeCuisine: null,
      photoUrl: opts.photoUrl ?? null,
      photoFacadeUrl: opts.photoFacadeUrl !== undefined ? opts.photoFacadeUrl : complete ? TEST_FACADE : null,
      logoUrl: null,
      latitude: 5.21,
      longitude: -3.74,
      noteMoyenne: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export async function createCategorieEntreprise(db: Database, nom: string) {
  const row = await db
    .insertInto('categoriesEntreprise')
    .values({ nom })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, nom };
}

/** Signs in through the API, as the web app does, and returns the bearer token. */
export async function login(
  app: FastifyInstance,
  user: Pick<TestUser, 'telephone' | 'password'>,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { telephone: user.telephone, motDePasse: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`connexion impossible : ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createProduit(
  db: Database,
  entrepriseId: number,
  opts: { nom?: string; prix?: number; disponible?: boolean } = {},
) {
  const now = new Date();
  const { id } = await db
    .insertInto('produits')
    .values({
      entrepriseId,
      categorieId: null,
      nom: opts.nom ?? `Produit ${Math.random().toString(36).slice(2, 8)}`,
      description: null,
      prix: opts.prix ?? 1000,
      photoUrl: null,
      disponible: opts.disponible ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, prix: opts.prix ?? 1000 };
}

/** A tiny real PNG, for proofs of delivery and uploads. */
export async function pngBytes(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();
}

/** A multipart body built by hand: text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----comoe${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
