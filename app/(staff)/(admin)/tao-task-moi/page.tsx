import type { Metadata } from 'next';
import Link from 'next/link';
import { CreateTaskForm } from '@/components/tasks/create-task-form';

export const metadata: Metadata = { title: 'Tạo việc mới' };

// Admin only: the (admin) layout checks the role, and the provider's create_task again.
export default function CreateTaskPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link href="/" className="text-sm font-medium text-muted hover:text-foreground">
        ← Bảng công việc
      </Link>
      <section className="mt-3 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-foreground">Tạo việc mới</h1>
        <p className="mt-1 text-sm text-muted">Task có editor sẽ vào cột Assignee, chưa có editor vào cột Ready.</p>
        <div className="mt-6">
          <CreateTaskForm />
        </div>
      </section>
    </div>
  );
}
