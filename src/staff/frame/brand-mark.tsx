/** The club's mark beside "Club staff" (the installer app's roof and window). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b4f8a" />
      <path d="M8 34 32 12l24 22" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <rect x="22" y="30" width="20" height="20" rx="2" fill="#9fd3ff" />
    </svg>
  );
}
