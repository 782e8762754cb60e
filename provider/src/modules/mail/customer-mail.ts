import type { ProviderServices } from '../../context';
import type { Executor } from '../../db/client';
import { personName } from '../../../../domain/person-name';
import { appLink, confirmLink, unsubscribeLink } from './links';
import { enqueueMail } from './outbox';
import { studioIdentity } from './studio-settings';
import { renderMail } from './templates';

// The mails to a customer (docs/decisions/email.md), each queued in the caller's transaction.
// Nothing but the address confirmation goes to an address that is not confirmed.

type Customer = { id: number; email: string | null; firstName: string | null; lastName: string | null };

const greeting = (customer: Customer) => {
  const name = personName(customer.lastName, customer.firstName);
  return name ? `Chào ${name},` : 'Chào bạn,';
};

/** The confirmation of a customer's new address: the one mail an unconfirmed address gets. */
export async function queueAddressConfirmation(tx: Executor, services: ProviderServices, customer: Customer & { email: string }) {
  const url = await confirmLink(services.tokens, services.mail.appUrl, customer.id, customer.email);
  const studio = await studioIdentity(tx, services.mail.studio);
  const content = renderMail(studio, {
    subject: `Xác nhận địa chỉ email cho ${studio.name}`,
    greeting: greeting(customer),
    paragraphs: [
      `Địa chỉ này vừa được dùng cho tài khoản cloud của bạn tại ${studio.name}.`,
      'Bấm nút dưới đây để xác nhận. Sau khi xác nhận, studio sẽ báo cho bạn qua email khi có kết quả mới. Đường dẫn có hiệu lực trong 7 ngày.',
      'Nếu bạn không đăng ký, hãy bỏ qua thư này.',
    ],
    action: { label: 'Xác nhận địa chỉ email', url },
  });
  await enqueueMail(tx, { kind: 'confirm', to: customer.email, ...content });
}

/** 'Kết quả đã sẵn sàng': a link to the delivery's gallery, never a password. Only to a confirmed address. */
export async function queueDeliveryReady(
  tx: Executor,
  services: ProviderServices,
  customer: Customer & { emailConfirmedAt: Date | null },
  delivery: { id: number; taskName: string; resultCount: number; round: number },
) {
  if (!customer.email || !customer.emailConfirmedAt) return false;
  const studio = await studioIdentity(tx, services.mail.studio);
  const content = renderMail(studio, {
    subject: delivery.round > 1 ? `Kết quả sửa lại đã sẵn sàng: ${delivery.taskName}` : `Kết quả đã sẵn sàng: ${delivery.taskName}`,
    greeting: greeting(customer),
    paragraphs: [
      `${studio.name} đã giao ${delivery.resultCount} ảnh của việc «${delivery.taskName}».`,
      'Bấm nút dưới đây để xem, tải về và đồng ý hoặc yêu cầu sửa từng ảnh. Bạn sẽ được yêu cầu đăng nhập bằng tài khoản cloud của mình.',
    ],
    action: { label: 'Xem kết quả', url: appLink(services.mail.appUrl, `/user-cloud/ket-qua/${delivery.id}`) },
    unsubscribe: { label: 'Không nhận thư báo kết quả nữa', url: await unsubscribeLink(services.tokens, services.mail.appUrl, customer.email, 'delivery') },
  });
  return enqueueMail(tx, { kind: 'delivery', to: customer.email, ...content });
}

/** 'Nhắc phản hồi kết quả': a delivery left unanswered for some days, once. Only to a confirmed address. */
export async function queueAnswerReminder(
  tx: Executor,
  services: ProviderServices,
  customer: Customer & { emailConfirmedAt: Date | null },
  delivery: { id: number; taskName: string; days: number },
) {
  if (!customer.email || !customer.emailConfirmedAt) return false;
  const studio = await studioIdentity(tx, services.mail.studio);
  const content = renderMail(studio, {
    subject: `Nhắc phản hồi kết quả: ${delivery.taskName}`,
    greeting: greeting(customer),
    paragraphs: [
      `${studio.name} đã giao kết quả của việc «${delivery.taskName}» hơn ${delivery.days} ngày trước và chưa nhận được phản hồi của bạn.`,
      'Bấm nút dưới đây để đồng ý hoặc yêu cầu sửa từng ảnh, rồi bấm «Gửi phản hồi». Bạn sẽ được yêu cầu đăng nhập bằng tài khoản cloud của mình.',
    ],
    action: { label: 'Xem kết quả', url: appLink(services.mail.appUrl, `/user-cloud/ket-qua/${delivery.id}`) },
    unsubscribe: { label: 'Không nhận thư nhắc phản hồi nữa', url: await unsubscribeLink(services.tokens, services.mail.appUrl, customer.email, 'reminder') },
  });
  return enqueueMail(tx, { kind: 'reminder', to: customer.email, ...content });
}
