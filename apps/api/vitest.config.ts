import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own fresh database; argon2 makes files CPU-bound.
    fileParallelism: true,
    // Issue 32 §4: importing the app (Fastify, zod, Kysely, sharp, the AWS client…) took 252 s of
    // the 666 s the 119 files took when each file imported it again. The files share nothing but
    // those modules (no vi.mock, no module state a test sets; each builds its own app on its own
    // database): they share one import per worker.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
