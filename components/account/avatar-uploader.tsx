'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { AVATAR_TYPES, avatarFileProblem } from '@/domain/validation/avatar-rules';
import { saveAvatar, type AccountAudience } from './account-audience';
import { readAsDataUrl } from '@/lib/client/read-file';

type AvatarUploaderProps = { name: string; avatarUrl: string | null; audience?: AccountAudience };

/** The user's own avatar: PNG, JPEG or WebP up to 2 MB (checked here, and by content in the provider). */
export function AvatarUploader({ name, avatarUrl, audience = 'staff' }: AvatarUploaderProps) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null);

  async function save(dataUrl: string | null) {
    setPending(dataUrl ? 'upload' : 'remove');
    try {
      await saveAvatar(audience, dataUrl);
      toast.success(dataUrl ? 'Đã cập nhật ảnh đại diện.' : 'Đã xóa ảnh đại diện.');
      router.refresh();
    } catch (error) {
      setProblem(error instanceof GraphQLRequestError ? error.message : 'Không thể lưu ảnh đại diện. Vui lòng thử lại.');
    } finally {
      setPending(null);
    }
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires a change
    if (!file) return;
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found) return;
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      setProblem('Không đọc được tệp ảnh.');
      return;
    }
    await save(dataUrl);
  }

  return (
    <div className="flex flex-col items-center text-center">
      <Avatar name={name} src={avatarUrl} size="xl" presence={audience === 'staff' ? 'online' : undefined} />
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <input
          ref={input}
          id="anh-dai-dien"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          onChange={(event) => void onPick(event)}
          aria-describedby="anh-dai-dien-goi-y anh-dai-dien-loi"
          aria-label="Chọn ảnh đại diện"
          tabIndex={-1}
        />
        <Button variant="secondary" size="sm" pending={pending === 'upload'} disabled={pending !== null} onClick={() => input.current?.click()}>
          Đổi ảnh đại diện
        </Button>
        {avatarUrl && (
          <Button variant="ghost" size="sm" pending={pending === 'remove'} disabled={pending !== null} onClick={() => void save(null)}>
            Xóa ảnh
          </Button>
        )}
      </div>
      <p id="anh-dai-dien-goi-y" className="mt-2 text-xs text-muted">
        PNG, JPEG hoặc WebP, tối đa 2 MB
      </p>
      <p id="anh-dai-dien-loi" role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {problem}
      </p>
    </div>
  );
}
