/** Where cloud logout goes: the menu item and the inactivity timer must agree. */
export const CLOUD_LOGOUT = { endpoint: '/api/cloud/auth/logout', redirectTo: '/auth/cloud-user-dang-nhap' } as const;
