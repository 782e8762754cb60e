'use client';

import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SetCloudUserCustomerDocument, type AdminCloudUserRowFragment } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { useAdminMutation } from '@/lib/client/queries/admin';
import { CatalogSelect, errorText } from './admin-list';
import { DialogActions } from '@/components/ui/dialog-actions';

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const customerSchema = deferredSchema(() => import('@/domain/validation/admin'), (module) => module.cloudUserCustomerSchema);

/** Links a cloud account to a studio customer (or to none), in the cloud users' dialog; saved by its button only. */
export function CloudCustomerForm({ user, customers, onClose }: { user: AdminCloudUserRowFragment; customers: { id: number; name: string }[] | undefined; onClose: () => void }) {
  const form = useZodForm(customerSchema.schema, { customerId: user.customer ? String(user.customer.id) : '' });
  const held = useDeferredSchema(customerSchema, form.setServerError);
  const link = useAdminMutation((args: { id: number; customerId: number | null }) => gqlRequest(SetCloudUserCustomerDocument, args));

  return (
    <form
      noValidate
      aria-label={`Khách hàng của ${user.account}`}
      className="mt-4 space-y-4"
      onSubmit={(event) =>
        held(event) ||
        form.submit(event, async ({ customerId }) => {
          await link
            .mutateAsync({ id: user.id, customerId })
            .then(() => {
              const name = customers?.find((customer) => customer.id === customerId)?.name;
              toast.success(name ? `Đã gắn ${user.account} với khách hàng ${name}.` : `Đã bỏ gắn khách hàng của ${user.account}.`);
              onClose();
            })
            .catch((error: unknown) => form.setServerError(errorText(error)));
        })
      }
    >
      <Field id="cloud-user-customer" label="Khách hàng" error={form.errors.customerId}>
        {(control) => (
          <CatalogSelect {...control} name="customerId" noneLabel="— Không gắn —" options={customers} current={user.customer} value={form.values.customerId} onChange={(e) => form.setValue('customerId', e.target.value)} />
        )}
      </Field>
      {form.serverError && <Alert variant="error">{form.serverError}</Alert>}
      <DialogActions onCancel={onClose}>
        <Button type="submit" pending={link.isPending}>
          Lưu khách hàng
        </Button>
      </DialogActions>
    </form>
  );
}
