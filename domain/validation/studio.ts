import { z } from 'zod';
import { checkedText, requiredText } from './fields';

// The studio's name and address in mail (/thu, 'Thông tin studio trong thư'). The browser checks
// these first; the provider checks the same rules again with the same messages
// (provider/src/modules/mail/studio-settings.ts).

export const STUDIO_NAME_MAX = 200;
export const STUDIO_ADDRESS_MAX = 500;

export const studioSettingsSchema = z.object({
  name: requiredText('tên studio', STUDIO_NAME_MAX),
  address: checkedText('địa chỉ studio', STUDIO_ADDRESS_MAX),
});
export type StudioSettingsInput = z.infer<typeof studioSettingsSchema>;
