import { StatusScreen } from './status-screen';

/** The 404 screen: /khong-tim-thay (where the guard sends /404) and app/not-found.tsx. */
export function NotFoundScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background">
      <StatusScreen code="404" heading="Không tìm thấy trang">
        Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy kiểm tra lại địa chỉ hoặc quay về trang chủ.
      </StatusScreen>
    </main>
  );
}
