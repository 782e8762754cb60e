import { notFound } from 'next/navigation';

/** Route ids are positive integers; anything else is an unknown page, not a server error. */
export function numericIdOr404(value: string): number {
  if (!/^\d{1,15}$/.test(value)) notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}
