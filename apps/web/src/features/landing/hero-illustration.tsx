/** Decorative: a phone reflected in a mirror, the gesture of the phone check. */
export function HeroIllustration() {
  return (
    <div className="hidden justify-center lg:flex">
      <svg viewBox="0 0 320 300" className="w-full max-w-sm" aria-hidden="true">
        <rect x="30" y="20" width="260" height="260" rx="28" fill="#fff" opacity="0.12" />
        <rect x="105" y="40" width="110" height="220" rx="20" fill="#fff" />
        <rect x="115" y="58" width="90" height="170" rx="8" fill="#fde8f3" />
        <path fill="#D6007E" d="M160 92 132 102v20c0 17 11.7 30.3 28 34 16.3-3.7 28-17 28-34v-20l-28-10Z" />
        <path
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m146 124 10 10 18-19"
        />
        <rect x="135" y="180" width="50" height="8" rx="4" fill="#D6007E" opacity="0.35" />
        <rect x="145" y="196" width="30" height="8" rx="4" fill="#D6007E" opacity="0.25" />
        <circle cx="160" cy="244" r="6" fill="#e3e3e8" />
        <circle cx="60" cy="70" r="10" fill="#fff" opacity="0.35" />
        <circle cx="262" cy="232" r="14" fill="#fff" opacity="0.25" />
      </svg>
    </div>
  );
}
