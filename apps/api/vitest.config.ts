import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Each file builds its own app on its own fresh database; argon2 makes files CPU-bound.
    fileParallelism: true,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
