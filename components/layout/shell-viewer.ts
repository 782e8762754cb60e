/** What the staff layout's client components know of the signed-in user (never the token). */
export type ShellViewer = {
  id: number;
  /** last_name + first_name, the order the account menu shows a name in. */
  name: string;
  email: string;
  avatarUrl: string | null;
  roleId: number | null;
  roleLabel: string | null;
};
