import { StatusScreen } from './status-screen';

/** What a signed-in user sees on a screen their role may not open (docs/decisions/routes-404-and-denied.md). */
export function AccessDenied() {
  return (
    <StatusScreen
      heading="Quyền truy cập bị từ chối"
      icon={
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.8">
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" strokeLinecap="round" />
          </svg>
        </span>
      }
    >
      Bạn không có quyền truy cập vào chức năng này
    </StatusScreen>
  );
}
