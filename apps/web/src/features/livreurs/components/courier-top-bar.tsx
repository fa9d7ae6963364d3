import { BrandMark } from '@/components/layout/brand-link';
import { SignOutButton } from '@/components/sign-out-button';
import { TEXT } from '../texts';

/** 'Espace Livreur', who is signed in, and the way out. */
export function CourierTopBar({ name, onSignOut }: { name: string | null; onSignOut: () => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-14 max-w-4xl items-center gap-2 px-3">
        <BrandMark className="size-8 shrink-0" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base leading-tight font-bold text-stone-900">{TEXT.title}</h1>
          {name && <p className="truncate text-xs text-stone-600">{name}</p>}
        </div>
        <SignOutButton variant="ghost" onClick={onSignOut} className="h-11 px-3" />
      </div>
    </header>
  );
}
