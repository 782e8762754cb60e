import { StatusScreen } from './status-screen';

/**
 * The 404 screen: /khong-tim-thay (where the guard sends /404) and app/not-found.tsx. A file link
 * opened in the browser that the provider refuses (missing, deleted, someone else's) lands here
 * with `file` set (lib/server/provider-files.ts): it names the file and leads back to the area.
 */
export function NotFoundScreen({ file }: { file?: 'staff' | 'cloud' }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background">
      {file ? (
        <StatusScreen code="404" heading="Không tìm thấy tệp" backHref={file === 'cloud' ? '/user-cloud' : '/'} backLabel={file === 'cloud' ? 'VỀ TỆP CỦA TÔI' : 'VỀ TRANG CHỦ'}>
          Tệp này không tồn tại, đã bị xóa hoặc bạn không có quyền tải. Hãy quay lại trang trước hoặc liên hệ studio nếu bạn cần tệp này.
        </StatusScreen>
      ) : (
        <StatusScreen code="404" heading="Không tìm thấy trang">
          Trang bạn tìm không tồn tại hoặc đã được chuyển đi. Hãy kiểm tra lại địa chỉ hoặc quay về trang chủ.
        </StatusScreen>
      )}
    </main>
  );
}
