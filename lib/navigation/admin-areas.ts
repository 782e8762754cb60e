import { MANAGEMENT_AREAS } from './routes';

// What the landing pages /he-thong and /danh-muc link to.

const AREA_DESCRIPTIONS: Record<(typeof MANAGEMENT_AREAS)[number]['slug'], string> = {
  'tai-khoan-khach': 'Khách hàng của studio: tên, liên hệ, địa chỉ, ghi chú.',
  'vi-tri': 'Các vị trí làm việc của studio.',
  'danh-muc': 'Danh mục để nhóm các nhóm hàng.',
  'nhom-hang': 'Đơn giá, tiền công editor và QA cho mỗi tệp.',
  'don-vi': 'Đơn vị tính của nhóm hàng.',
};

export const CATALOGUE_LINKS = MANAGEMENT_AREAS.map((area) => ({
  href: `/he-thong/quan-ly/${area.slug}/ds`,
  title: area.title,
  description: AREA_DESCRIPTIONS[area.slug],
}));

export const SYSTEM_LINKS = [
  { href: '/nguoi-dung-va-nhan-vien', title: 'Người dùng & nhân viên', description: 'Tài khoản, vai trò, cấp độ, khóa và đặt lại mật khẩu.' },
  { href: '/phe-duyet-tai-khoan', title: 'Phê duyệt tài khoản', description: 'Nhân viên tự đăng ký đang chờ phê duyệt.' },
  { href: '/nguoi-dung-cloud', title: 'Người dùng cloud', description: 'Tài khoản cloud của khách hàng.' },
  { href: '/thu', title: 'Thư', description: 'Thư TM đã gửi (máy chủ thư có sẵn): đọc từng thư.' },
  { href: '/he-thong/nhat-ky', title: 'Nhật ký hệ thống', description: 'Mọi thay đổi quản trị: ai, lúc nào, trước và sau.' },
  ...CATALOGUE_LINKS,
  { href: '/tuy-chon-giao-dien-danh-muc', title: 'Tùy chọn giao diện', description: 'Chế độ sáng/tối, màu chủ đạo, độ rộng trang.' },
];
