import { encode } from 'uqr';

/** Each dark module as a 1×1 square of one path: light to draw and crisp at any print size. */
function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/** A QR code as SVG (uqr: the reference encoder's algorithm, no dependency). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const qr = encode(value, { ecc: 'M', border: 1 });
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="card-qr"
      data-value={value}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}
