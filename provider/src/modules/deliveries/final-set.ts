import { pairingKey } from './data';

// 'Bộ ảnh cuối' and the names in a delivery's ZIPs (docs/decisions/final-set.md).

/**
 * The final set of a job's delivered rounds: for every photo — the result's name without its
 * extension, case-insensitive, as a result pairs with its original (delivery.md) — the results of
 * the newest delivered round that has it. A photo no later round redid keeps its round-1 version.
 * Sorted by name (then round and id), as the gallery lists results.
 */
export function latestVersions<T extends { name: string; round: number; id: number }>(results: readonly T[]): T[] {
  const newest = new Map<string, number>();
  for (const result of results) {
    const key = pairingKey(result.name);
    newest.set(key, Math.max(newest.get(key) ?? 0, result.round));
  }
  return results
    .filter((result) => result.round === newest.get(pairingKey(result.name)))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.round - b.round || a.id - b.id));
}

/** A result's name in its round's ZIP: round 1 as it is, round N as 'name (lần N).ext', so rounds never overwrite each other. */
export function roundEntryName(name: string, round: number): string {
  if (round <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (lần ${round})${name.slice(dot)}` : `${name} (lần ${round})`;
}

/** What a delivery's ZIP is called: '{lô} – lần N.zip', or '{lô} – bộ ảnh cuối.zip' for the final set. */
export function deliveryZipName(delivery: { id: number; batchName: string; round: number }, kind: 'round' | 'final'): string {
  const job = delivery.batchName.trim() || `ket-qua-${delivery.id}`;
  return `${job} – ${kind === 'final' ? 'bộ ảnh cuối' : `lần ${delivery.round}`}.zip`;
}
