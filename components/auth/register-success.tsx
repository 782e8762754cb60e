import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';

/** Replaces a registration form once the server accepted it (its message says what happens next). */
export function RegisterSuccess({ message, loginHref }: { message: string; loginHref: string }) {
  return (
    <div className="space-y-5 text-center">
      <Alert variant="success" className="text-left">
        {message}
      </Alert>
      <p>
        <TextLink href={loginHref}>Về trang đăng nhập</TextLink>
      </p>
    </div>
  );
}
