// Small inline icons of the top menu: decorative (aria-hidden), in the text colour, no icon library
// in the first load.

const SVG = { "aria-hidden": true, focusable: "false", fill: "none", stroke: "currentColor", strokeWidth: 2 } as const;

export function ChevronIcon({ open = false }: { readonly open?: boolean }) {
  return (
    <svg {...SVG} width="12" height="12" viewBox="0 0 24 24" style={{ transform: open ? "rotate(180deg)" : undefined }}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The "opens in a new tab" mark beside an external link's text. */
export function ExternalIcon() {
  return (
    <svg {...SVG} width="12" height="12" viewBox="0 0 24 24">
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function HeartIcon() {
  return (
    <svg {...SVG} width="20" height="20" viewBox="0 0 24 24">
      <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CollectionsIcon() {
  return (
    <svg {...SVG} width="20" height="20" viewBox="0 0 24 24">
      <rect x="3" y="7" width="14" height="13" rx="2" />
      <path d="M7 4h12a2 2 0 0 1 2 2v11" strokeLinecap="round" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg {...SVG} width="20" height="20" viewBox="0 0 24 24">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}

export function MenuBarsIcon({ open }: { readonly open: boolean }) {
  return (
    <svg {...SVG} width="22" height="22" viewBox="0 0 24 24">
      <path d={open ? "M6 6l12 12M18 6L6 18" : "M3 6h18M3 12h18M3 18h18"} strokeLinecap="round" />
    </svg>
  );
}
