import Link from 'next/link';

/** '← Bảng công việc' above the task pages (/tao-task-moi, /:id/sua-task). */
export function BoardBackLink() {
  return (
    <Link href="/" className="text-sm font-medium text-muted hover:text-foreground">
      ← Bảng công việc
    </Link>
  );
}
