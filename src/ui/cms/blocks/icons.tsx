// Small inline icons for the slideshow controls (decorative: the buttons carry the names).

const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.5,
  "aria-hidden": true,
} as const;

export function ChevronLeftIcon() {
  return (
    <svg {...common}>
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ChevronRightIcon() {
  return (
    <svg {...common}>
      <path d="M9 18l6-6-6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common}>
      <path d="M9 5v14M15 5v14" strokeLinecap="round" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor" strokeWidth={0}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
