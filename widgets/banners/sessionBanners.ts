// The banners of a session (a preview, an impersonation): a chunk of their own (Banners.tsx), which
// a page without either never loads.
export { ImpersonationBanner } from './impersonation/ImpersonationBanner.tsx';
export { PreviewToolbar } from './previewToolbar/PreviewToolbar.tsx';
