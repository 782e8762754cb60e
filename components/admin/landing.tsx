import Link from 'next/link';

export type LandingLink = { href: string; title: string; description: string };

/** /he-thong and /danh-muc: cards linking to the administration areas. */
export function AdminLanding({ title, description, links }: { title: string; description: string; links: LandingLink[] }) {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block h-full rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <span className="font-semibold text-foreground">{link.title}</span>
              <span className="mt-1 block text-sm text-muted">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
