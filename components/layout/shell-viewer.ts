/** What the staff layout's client components know of the signed-in user (never the token). */
export type ShellViewer = {
  id: number;
  /** last_name + first_name, as SPEC.md writes it for the account menu. */
  name: string;
  email: string;
  avatarUrl: string | null;
  roleId: number | null;
  roleLabel: string | null;
};
