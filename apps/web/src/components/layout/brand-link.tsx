import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The mark of the app icon, drawn inline so the header needs no image request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#ea580c" />
      <path fill="#fff" d="M268 428c-30-52-116-112-116-204a116 116 0 1 1 232 0c0 92-86 152-116 204z" />
      <circle cx="268" cy="222" r="46" fill="#16a34a" />
      <rect x="52" y="176" width="78" height="22" rx="11" fill="#fff" />
      <rect x="76" y="224" width="58" height="22" rx="11" fill="#fff" />
    </svg>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={`flex min-h-11 min-w-0 items-center gap-1.5 rounded-lg sm:gap-2 ${className ?? ''}`}
    >
      <BrandMark className="size-8 shrink-0 sm:size-9" />
      {/* Shrinks rather than pushing the buttons off a 360 px screen when the phone's font is wide. */}
      <span className="min-w-0 truncate text-base font-extrabold tracking-tight text-stone-900 min-[380px]:text-lg">
        Comoé <span className="text-primary">Express</span>
      </span>
    </Link>
  );
}
