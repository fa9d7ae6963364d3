import { describe, expect, it } from 'vitest';
import { boundaryLinter } from '../../api/test/helpers/eslint-boundaries.ts';

const boundaryErrors = boundaryLinter('apps/web/src');

describe('feature boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, through the alias or a relative path', async () => {
    const aliased = await boundaryErrors(
      'features/cart/x.tsx',
      "import { CityPage } from '@/features/city/city-page';\nexport const page = CityPage;\n",
    );
    expect(aliased).toHaveLength(1);
    expect(aliased[0]).toContain('A feature never imports another feature');

    const relative = await boundaryErrors(
      'features/cart/components/x.ts',
      "export { filterEntreprises } from '../../city/city-filter';\n",
    );
    expect(relative).toHaveLength(1);

    const lazy = await boundaryErrors(
      'features/commandes/x.ts',
      "export const load = () => import('@/features/profile/profile-page');\n",
    );
    expect(lazy).toHaveLength(1);
  });

  it('refuses shared folders importing a feature, and features importing the app', async () => {
    const component = await boundaryErrors(
      'components/x.tsx',
      "import { CartPage } from '@/features/cart/cart-page';\nexport const page = CartPage;\n",
    );
    expect(component).toHaveLength(1);
    expect(component[0]).toContain('Shared code never imports a feature');

    const lib = await boundaryErrors(
      'lib/x.ts',
      "export { cartFingerprint } from '@/features/cart/checkout-key';\n",
    );
    expect(lib).toHaveLength(1);

    const api = await boundaryErrors('api/x.ts', "export { routes } from '@/app/routes';\n");
    expect(api).toHaveLength(1);

    const feature = await boundaryErrors('features/cart/x.ts', "export { routes } from '@/app/routes';\n");
    expect(feature).toHaveLength(1);
    expect(feature[0]).toContain('A feature never imports the app');
  });

  it('lets a feature import itself and the shared folders, and the app compose features', async () => {
    expect(
      await boundaryErrors(
        'features/cart/x.tsx',
        [
          "import { useUser } from '@/api/get-user';",
          "import { FloatingCart } from '@/components/cart/floating-cart';",
          "import { useCart } from '@/lib/cart/cart-store';",
          "import { CartPage } from '@/features/cart/cart-page';",
          "import { checkoutDefaults } from './checkout-form-schema';",
          'export const used = [useUser, FloatingCart, useCart, CartPage, checkoutDefaults];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/areas/x.tsx',
        "import { CityPage } from '@/features/city/city-page';\nimport { CartPage } from '@/features/cart/cart-page';\nexport const pages = [CityPage, CartPage];\n",
      ),
    ).toEqual([]);
  });
});
