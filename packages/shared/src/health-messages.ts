/**
 * What `GET /api/health/ready` says of each dependency that does not answer: read by whoever
 * runs the servers (a balancer's log, a curl during an incident), so in plain French.
 */
export const HEALTH_MSG = {
  databaseDown: 'La base de données ne répond pas.',
  migrationsPending: (names: string[]) =>
    `Migrations de la base non appliquées : ${names.join(', ')}. Lancez le serveur une fois pour les appliquer.`,
  migrationsUnknown: 'Impossible de lire l’état des migrations de la base.',
  redisDown: 'La file Redis ne répond pas.',
  storageDown: 'Le stockage des fichiers (bucket S3) ne répond pas.',
  stopping: 'Le serveur s’arrête : il ne prend plus de nouvelles requêtes.',
  timedOut: (ms: number) => `(pas de réponse en ${ms} ms)`,
};
