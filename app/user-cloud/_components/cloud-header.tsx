import Link from 'next/link';
import { Logo } from '@/components/ui/logo';
import { CloudAccountMenu } from './cloud-account-menu';

type CloudHeaderProps = { name: string; account: string; avatarUrl: string | null };

const navLink =
  'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-foreground hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

export function CloudHeader({ name, account, avatarUrl }: CloudHeaderProps) {
  return (
    <header className="sticky top-0 z-30 h-header border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-4 sm:gap-6 sm:px-6">
        <Logo href="/user-cloud" />
        <nav aria-label="Điều hướng cloud" className="flex min-w-0 items-center gap-1">
          <Link href="/user-cloud" className={navLink}>
            Tệp của tôi
          </Link>
          <Link href="/user-cloud/upload-new-file" className={navLink}>
            Tải lên
          </Link>
        </nav>
        <div className="ml-auto">
          <CloudAccountMenu name={name} account={account} avatarUrl={avatarUrl} />
        </div>
      </div>
    </header>
  );
}
