import { ShieldCheck } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdminLoginForm } from './admin-login-form';
import { TEXT } from '../texts';

/** /admin/login, for signed-out visitors only (the route's guard sends the others away). */
export function AdminLoginPage() {
  return (
    <div className="flex flex-1 flex-col items-center bg-gradient-to-b from-stone-100 to-white px-3 py-10 sm:px-4 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <IconTile
            icon={ShieldCheck}
            className="mx-auto mb-2 size-12 rounded-2xl bg-stone-900 text-white"
            iconClassName="size-6"
          />
          <CardTitle as="h1">{TEXT.area}</CardTitle>
          <CardDescription>Connectez-vous avec votre compte administrateur.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginForm />
        </CardContent>
      </Card>
    </div>
  );
}
