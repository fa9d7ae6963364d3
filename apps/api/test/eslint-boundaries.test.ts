// @stores sqlite: runs ESLint on source text, no database
import { describe, expect, it } from 'vitest';
import { boundaryLinter } from './helpers/eslint-boundaries.ts';

const boundaryErrors = boundaryLinter('apps/api/src');

describe('API boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses db/, lib/, plugins/, config.ts and types.ts importing a module', async () => {
    for (const file of ['db/x.ts', 'lib/x.ts', 'plugins/x.ts', 'types.ts']) {
      const errors = await boundaryErrors(
        file,
        `import { orderRef } from '${file.includes('/') ? '..' : '.'}/modules/commandes/order-transitions.ts';\nexport const f = orderRef;\n`,
      );
      expect(errors, file).toHaveLength(1);
      expect(errors[0]).toContain('never import a module');
    }
  });

  it("refuses a module reaching into another's private files, and lets its services and public files through", async () => {
    const privateFile = await boundaryErrors(
      'modules/livreurs/x.ts',
      "import { claimWaitingOrders } from '../commandes/order-sweeper.repository.ts';\nexport const f = claimWaitingOrders;\n",
    );
    expect(privateFile).toHaveLength(1);
    expect(privateFile[0]).toContain('only through its services or the files it names public');

    const allowed = await boundaryErrors(
      'modules/livreurs/x.ts',
      [
        "import { createClientOrdersService } from '../commandes/client-orders.service.ts';",
        "import { applyTransition } from '../commandes/order-transitions.ts';",
        'export const f = [createClientOrdersService, applyTransition];',
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
  });

  it('refuses a module importing one placed after it, even a public file: no two modules import each other', async () => {
    const upward = await boundaryErrors(
      'modules/commandes/x.ts',
      "import { createLivreursService } from '../livreurs/livreurs.service.ts';\nexport const f = createLivreursService;\n",
    );
    expect(upward).toHaveLength(1);
    expect(upward[0]).toContain('modules/commandes comes before modules/livreurs');
  });

  it('lets a module import its own files and the layers below', async () => {
    const own = await boundaryErrors(
      'modules/commandes/x.ts',
      [
        "import { claimWaitingOrders } from './order-sweeper.repository.ts';",
        "import { notFound } from '../../lib/app-error.ts';",
        'export const f = [claimWaitingOrders, notFound];',
        '',
      ].join('\n'),
    );
    expect(own).toEqual([]);
  });
});
