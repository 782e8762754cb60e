import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { CloudLoginScreen } from '@/components/auth/cloud-login-screen';
import { currentCloudUser } from '@/lib/server/auth';
import { Providers } from '../_components/providers';
import { CloudHeader } from './_components/cloud-header';
import { InactivityLogout } from './_components/inactivity-logout';
import { personName } from '@/domain/person-name';

// Without a cloud session the cloud login screen shows in place of the
// page, and login brings the user back to the page they opened.
export default async function CloudLayout({ children }: { children: ReactNode }) {
  const viewer = await currentCloudUser();
  if (!viewer) {
    const pathname = (await headers()).get('x-tm-pathname') ?? '/user-cloud';
    return <CloudLoginScreen returnTo={pathname.startsWith('/user-cloud') ? pathname : '/user-cloud'} />;
  }

  const name = personName(viewer.lastName, viewer.firstName) || viewer.account;
  return (
    <Providers>
      <div className="flex min-h-dvh flex-col">
        <CloudHeader name={name} account={viewer.account} avatarUrl={viewer.avatarUrl} />
        <InactivityLogout />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">{children}</main>
      </div>
    </Providers>
  );
}
