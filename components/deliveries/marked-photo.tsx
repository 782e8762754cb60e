import { cn } from '@/components/ui/class-names';
import type { RequestItem } from '@/lib/client/queries/deliveries';

// The customer's marks drawn on the photo (docs/decisions/proofing-marks.md): x, y, w, h are
// fractions of the image, so percentages of the box the image fills keep each mark in place at
// every size. A point is a numbered circle, a rectangle an outlined box with its number; a 'note'
// mark has no place and is only listed. Open marks are red, done ones green.

const tone = (item: RequestItem) => (item.state === 'DONE' ? 'border-success bg-success' : 'border-danger bg-danger');
const pct = (fraction: number | null) => `${((fraction ?? 0) * 100).toFixed(3)}%`;

export function MarkedPhoto({ src, alt, items }: { src: string; alt: string; items: RequestItem[] }) {
  return (
    <div className="relative w-full max-w-md overflow-hidden rounded-lg border border-border bg-background">
      {/* eslint-disable-next-line @next/next/no-img-element -- the checked rendition route */}
      <img src={src} alt={alt} loading="lazy" className="block h-auto w-full" />
      {/* The list under the photo says the same in words: the drawing is for the eye only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {items.map((item) =>
          item.kind === 'RECT' ? (
            <div
              key={item.id}
              data-testid="mark-rect"
              className={cn('absolute rounded-sm border-2 bg-transparent', item.state === 'DONE' ? 'border-success' : 'border-danger')}
              style={{ left: pct(item.x), top: pct(item.y), width: pct(item.w), height: pct(item.h) }}
            >
              <span className={cn('absolute -left-0.5 -top-0.5 grid size-6 place-items-center rounded-br-md text-xs font-bold text-white', tone(item))}>{item.number}</span>
            </div>
          ) : item.kind === 'POINT' ? (
            <span
              key={item.id}
              data-testid="mark-point"
              className={cn('absolute grid size-7 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md', tone(item))}
              style={{ left: pct(item.x), top: pct(item.y) }}
            >
              {item.number}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
