import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { CloudEmailCard } from '@/components/account/cloud-email-form';
import { currentCloudUser } from '@/lib/server/auth';
import { cloudPageTitle } from '../_components/cloud-page-title';
import { personName } from '@/domain/person-name';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Thông tin tài khoản cloud') };
}

/** The cloud user's own account: name, avatar, password (the staff account page's forms). */
export default async function CloudAccountPage() {
  // The layout shows the login screen when signed out, but a page renders on its own too:
  // never put account data in the response without a session.
  const viewer = await currentCloudUser();
  if (!viewer) return null;

  return (
    <AccountPage
      audience="cloud"
      name={personName(viewer.lastName, viewer.firstName)}
      login={viewer.account}
      avatarUrl={viewer.avatarUrl}
      firstName={viewer.firstName ?? ''}
      lastName={viewer.lastName ?? ''}
      details={[{ id: 'tai-khoan-cloud', label: 'Tài khoản cloud', value: viewer.account }]}
      more={<CloudEmailCard />}
    />
  );
}
