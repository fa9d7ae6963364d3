import type { PublicRole } from '@comoe/shared/enums';
import { Bike, ShoppingBag, Store } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useEntrepriseTypes } from '@/api/get-entreprise-types';
import { useVilles } from '@/api/get-villes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { paths, REGISTER_TYPES, type RegisterType } from '@/lib/paths';
import { QueryProvider } from '@/lib/query-provider';
import { AuthShell } from './components/auth-shell';
import { RegisterForm } from './register/register-form';
import { useRegisterAccount } from './register/use-register-account';
import { LABELS } from '@/lib/labels';

const ROLE_BY_TYPE: Record<RegisterType, PublicRole> = {
  client: 'CLIENT',
  business: 'ENTREPRISE',
  delivery: 'LIVREUR',
};

const TABS: TabItem<RegisterType>[] = [
  {
    value: 'client',
    label: (
      <>
        <ShoppingBag aria-hidden="true" />
        Client
      </>
    ),
  },
  {
    value: 'business',
    label: (
      <>
        <Store aria-hidden="true" />
        Entreprise
      </>
    ),
  },
  {
    value: 'delivery',
    label: (
      <>
        <Bike aria-hidden="true" />
        Livreur
      </>
    ),
  },
];

function parseRegisterType(value: string | null): RegisterType {
  return REGISTER_TYPES.find((type) => type === value) ?? 'client';
}

function RegisterContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseRegisterType(searchParams.get('type'));
  const villes = useVilles();
  const entrepriseTypes = useEntrepriseTypes();
  const registration = useRegisterAccount();

  // Each select says itself that its list failed and offers 'Réessayer': no toast to miss.
  const retryLoad = () => {
    if (villes.isError) void villes.refetch();
    if (entrepriseTypes.isError) void entrepriseTypes.refetch();
  };

  return (
    <AuthShell wide>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">Inscription</CardTitle>
          <CardDescription>Créez votre compte Comoé Express en quelques minutes.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <TabList
            id="register"
            label="Type de compte"
            items={TABS}
            value={type}
            onValueChange={(next) => setSearchParams({ type: next }, { replace: true })}
          />
          <TabPanel id="register" value={type}>
            <RegisterForm
              key={type}
              role={ROLE_BY_TYPE[type]}
              villes={villes.data}
              entrepriseTypes={entrepriseTypes.data}
              busy={registration.isPending}
              uploadProgress={registration.progress}
              loadFailed={{ villes: villes.isError, types: entrepriseTypes.isError }}
              onRetryLoad={retryLoad}
              onSubmit={(submission) => registration.mutate(submission)}
            />
          </TabPanel>
          <p className="text-center text-sm text-stone-600">
            Vous avez déjà un compte ?{' '}
            <Link
              to={paths.login}
              className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-primary hover:underline"
            >
              {LABELS.signIn}
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

export default function RegisterPage() {
  return (
    <QueryProvider>
      <RegisterContent />
    </QueryProvider>
  );
}
