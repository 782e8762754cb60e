// The studio's staff roles: ids as the provider stores them, their names, and who counts as an
// admin. Which screen needs which role is the app's route table, not a rule of the domain.

export const ROLE = { admin: 1, qa: 2, editor: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_LABEL: Record<RoleId, string> = {
  [ROLE.admin]: 'Quản trị viên',
  [ROLE.qa]: 'QA',
  [ROLE.editor]: 'Editor',
};

export function isAdmin(roleId: number | null | undefined): boolean {
  return roleId === ROLE.admin;
}
