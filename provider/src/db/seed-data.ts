// Demo studio: the same logins and passwords everywhere, tests included.

export const ROLE_NAMES: Record<number, string> = { 1: 'Admin', 2: 'QA', 3: 'Editor' };

export const DEMO_STAFF = [
  { email: 'admin@tm.local', password: 'Admin@123', firstName: 'Quản Trị', lastName: 'Nguyễn', roleId: 1, active: true },
  { email: 'qa@tm.local', password: 'Qa@12345', firstName: 'Kiểm Duyệt', lastName: 'Trần', roleId: 2, active: true },
  { email: 'editor@tm.local', password: 'Editor@123', firstName: 'Biên Tập', lastName: 'Lê', roleId: 3, active: true },
  { email: 'editor2@tm.local', password: 'Editor@123', firstName: 'Minh Anh', lastName: 'Phạm', roleId: 3, active: true },
  // A self-registration waiting for an admin's approval (no role yet).
  { email: 'nhanvienmoi@tm.local', password: 'Newbie@123', firstName: 'Hoa', lastName: 'Đỗ', roleId: null, active: false },
] as const;

export const DEMO_CLOUD_USERS = [
  { account: 'khachhang', password: 'Cloud@123', firstName: 'Khách', lastName: 'Hàng' },
  // A second customer account: the cloud area's tests show one customer cannot reach another's files.
  { account: 'khachhang2', password: 'Cloud@123', firstName: 'Thảo', lastName: 'Nguyễn' },
] as const;

export const DEMO_PRODUCT_GROUPS = [
  { name: 'Chỉnh sửa cơ bản', unitPrice: '15000', editorRate: '5000', qaRate: '1000' },
  { name: 'Tách nền', unitPrice: '25000', editorRate: '8000', qaRate: '1500' },
  { name: 'Ghép ảnh cao cấp', unitPrice: '60000', editorRate: '20000', qaRate: '4000.50' },
] as const;

/** The studio's customers ("tài khoản khách"); the demo cloud account belongs to the first. */
export const DEMO_CUSTOMERS = [
  { name: 'Công ty Thời trang Lụa Việt', phone: '0901 234 567', email: 'lienhe@luaviet.vn', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh', note: 'Ưu tiên giao trước 17h' },
  { name: 'Cửa hàng Trang sức Ngọc Bích', phone: '0912 345 678', email: 'ngocbich@example.vn', address: '45 Hàng Bạc, Hoàn Kiếm, Hà Nội', note: null },
  { name: 'Nội thất Gỗ Mộc', phone: '0987 654 321', email: null, address: 'Đà Nẵng', note: 'Ảnh nội thất, giữ màu gỗ tự nhiên' },
] as const;
