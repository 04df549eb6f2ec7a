/** The hamburger's three bars. */
export function HamburgerIcon() {
  return (
    <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 8h24v2H4zm0 7h24v2H4zm0 7h24v2H4z" fill="currentColor" />
    </svg>
  );
}
