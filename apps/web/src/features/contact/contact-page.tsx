import { Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { COMPANY_CONTACT } from '@/lib/company';
import { QueryProvider } from '@/lib/query-provider';
import { ContactForm } from './components/contact-form';

const linkClass = 'font-medium text-primary hover:underline';

export default function ContactPage() {
  return (
    <QueryProvider>
      <section className="bg-gradient-to-b from-orange-50 to-white">
        <div className="mx-auto max-w-3xl space-y-3 px-4 pt-12 pb-8 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-stone-900">Contactez-nous</h1>
          <p className="text-lg text-stone-700">
            Une question, une suggestion, un partenariat ? Écrivez-nous, notre équipe vous répond rapidement.
          </p>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pb-14 lg:grid-cols-[1fr_2fr]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle className="text-xl">Nos coordonnées</CardTitle>
          </CardHeader>
          <CardContent>
            <address className="space-y-4 not-italic">
              <p className="flex items-start gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
                {COMPANY_CONTACT.address}
              </p>
              <p className="flex items-start gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
                <a href={COMPANY_CONTACT.phoneHref} className={linkClass}>
                  {COMPANY_CONTACT.phoneDisplay}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-orange-700" aria-hidden="true" />
                <a href={`mailto:${COMPANY_CONTACT.email}`} className={`${linkClass} break-all`}>
                  {COMPANY_CONTACT.email}
                </a>
              </p>
            </address>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Envoyer un message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </QueryProvider>
  );
}
