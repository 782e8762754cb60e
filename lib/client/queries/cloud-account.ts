import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MyCloudEmailDocument, UpdateMyCloudEmailDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '../graphql-client';

// The cloud user's own account (docs/decisions/code-habits.md, habit 3): its e-mail address.

export const cloudAccountKeys = {
  email: ['cloud-account', 'email'] as const,
};

export const cloudEmailQuery = {
  queryKey: cloudAccountKeys.email,
  queryFn: async () => (await gqlRequest(MyCloudEmailDocument, {})).cloud_me,
};

export function useSaveCloudEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => (await gqlRequest(UpdateMyCloudEmailDocument, { email })).update_my_cloud_email,
    onSuccess: (saved) => queryClient.setQueryData(cloudAccountKeys.email, saved),
  });
}
