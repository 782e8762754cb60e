import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button';
import { ChatBubbleIcon } from './chat-icons';

/** The right side of /chat before a conversation is chosen. */
export function ChatWelcome() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ChatBubbleIcon className="size-8" />
      </span>
      <h2 className="text-lg font-semibold">Chat nội bộ</h2>
      <p className="max-w-sm text-sm text-muted">Chọn một cuộc trò chuyện bên trái, hoặc bắt đầu trò chuyện với đồng nghiệp.</p>
      <Link href="/chat/new" className={buttonClassName({ size: 'md' })}>
        Chat mới
      </Link>
    </div>
  );
}
