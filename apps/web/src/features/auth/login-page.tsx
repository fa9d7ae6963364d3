import { Link } from 'react-router';
import { LoginForm } from '@/components/login-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryProvider } from '@/lib/query-provider';
import { paths } from '@/lib/paths';
import { AuthShell } from './components/auth-shell';

export default function LoginPage() {
  return (
    <QueryProvider>
      <AuthShell>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1">Connexion</CardTitle>
            <CardDescription>Connectez-vous avec votre numéro de téléphone.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <LoginForm />
            <p className="text-center text-sm text-stone-600">
              Pas encore de compte?{' '}
              <Link
                to={paths.register()}
                className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
              >
                S'inscrire
              </Link>
            </p>
          </CardContent>
        </Card>
      </AuthShell>
    </QueryProvider>
  );
}
