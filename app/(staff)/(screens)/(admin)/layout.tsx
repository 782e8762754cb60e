// Admin-only screens: the layout is shared with the other admin group (app/(staff)/_components/admin-only-layout.tsx).
export { AdminOnlyLayout as default } from '../../_components/admin-only-layout';
