import Link from 'next/link';
import { cn } from '@/components/ui/class-names';
import type { Delivery } from '@/lib/client/queries/deliveries';

// The customer's way between 'Bộ ảnh cuối' and a job's earlier rounds (docs/decisions/final-set.md):
// one link each, the page shown marked as current. Only for a job delivered more than once.

export function FinalSetNav({ current, latestId, rounds, showingFinal }: { current: number; latestId: number; rounds: Delivery[]; showingFinal: boolean }) {
  const tab = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
      active ? 'bg-primary text-primary-foreground' : 'bg-background text-foreground hover:bg-primary-soft',
    );
  return (
    <nav aria-label="Bộ ảnh cuối và các lần giao" className="mb-4 flex flex-wrap gap-2" data-testid="final-set-nav">
      <Link href={`/user-cloud/ket-qua/${latestId}`} aria-current={showingFinal ? 'page' : undefined} className={tab(showingFinal)}>
        Bộ ảnh cuối
      </Link>
      {rounds
        .filter((round) => round.id !== latestId)
        .map((round) => (
          <Link key={round.id} href={`/user-cloud/ket-qua/${round.id}`} aria-current={round.id === current ? 'page' : undefined} className={tab(round.id === current)}>
            Lần giao {round.round}
          </Link>
        ))}
    </nav>
  );
}
