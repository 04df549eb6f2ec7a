/**
 * The impersonation banner's box, empty and hidden from screen readers: there from the first
 * render (while the banner's code loads, for its 300 ms delay, and while a cached user is not
 * confirmed), so that nothing moves when its words appear.
 */
export function ImpersonationBox() {
  return <div className="unav-banner unav-impersonation-banner" data-phase="hidden" aria-hidden="true" />;
}
