import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { CloudUserFiles } from '@/components/cloud/cloud-user-files';
import { AdminCloudUserDocument } from '@/graphql/generated/operations.generated';
import { requireStaff } from '@/lib/server/auth';
import { callProvider, ProviderError } from '@/lib/server/provider-client';
import { fullName } from '@/domain/person-name';

type Props = { params: Promise<{ id: string }> };

/** The account (its customer's name first) for the title and the heading; one provider call per request. */
const loadCloudUser = cache(async (id: number) => {
  const viewer = await requireStaff(`/nguoi-dung-cloud/${id}`);
  const data = await callProvider(AdminCloudUserDocument, { id }, { token: viewer.token }).catch((error: unknown) => {
    if (error instanceof ProviderError && error.code === 'NOT_FOUND') notFound();
    throw error;
  });
  const user = data.admin_cloud_user;
  const person = fullName(user);
  return { user, title: `Tệp của ${person || user.account}` };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadCloudUser(numericIdOr404((await params).id))).title };
}

// Admin only: the (admin) layout checks the role, and the provider's admin_cloud_user and
// cloud_user_batches again.
export default async function CloudUserFilesPage({ params }: Props) {
  const id = numericIdOr404((await params).id);
  const { user, title } = await loadCloudUser(id);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <Link href="/nguoi-dung-cloud" className="text-sm font-medium text-muted hover:text-foreground">
        ← Người dùng cloud
      </Link>
      <section className="mt-3 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        <p className="mb-4 mt-1 text-sm text-muted">
          Tài khoản cloud {user.account}
          {user.customer ? ` · Khách hàng ${user.customer.name}` : ' · Chưa gắn khách hàng'}
        </p>
        <CloudUserFiles cloudUserId={id} />
      </section>
    </div>
  );
}
