import type { GuideDialogState } from './guide-button';
import { GuideModal } from './guide-modal';
import { IconRow } from '../../../../components/ui/icon-row';

const STEPS = [
  {
    title: 'Measure the width',
    text: 'Run the tape along the wall at the top, the middle and the bottom, and use the largest figure.',
  },
  {
    title: 'Measure the height',
    text: 'Measure from the floor (or the top of the skirting) to the ceiling in two or three places; use the largest.',
  },
  {
    title: 'Enter it in inches',
    text: '1 foot is 12 inches and 1 metre is about 39.4 inches. Do not subtract doors or windows: we print the whole wall and trim on site.',
  },
  {
    title: 'Allow a little extra',
    text: 'Adding 2 to 3 inches to each side leaves room to trim a perfectly straight edge.',
  },
] as const;

/** A wall with its height and width marked, the picture most people need before the words. */
function WallDiagram() {
  return (
    <svg viewBox="0 0 320 180" aria-hidden className="h-auto w-full max-w-sm">
      <rect x="40" y="20" width="240" height="130" fill="#efe7da" stroke="#d2c0a3" />
      <rect x="190" y="70" width="50" height="80" fill="#faf7f2" stroke="#d2c0a3" />
      <line x1="40" y1="150" x2="280" y2="150" stroke="#2b2724" strokeWidth="2" />
      <g stroke="#7d5c30" strokeWidth="1.5" fill="#7d5c30">
        <line x1="40" y1="165" x2="280" y2="165" />
        <path d="M40 165 l8 -4 v8 z M280 165 l-8 -4 v8 z" />
        <line x1="22" y1="20" x2="22" y2="150" />
        <path d="M22 20 l-4 8 h8 z M22 150 l-4 -8 h8 z" />
      </g>
      <text x="160" y="178" textAnchor="middle" fontSize="11" fill="#5a524b">
        Width
      </text>
      <text x="12" y="88" textAnchor="middle" fontSize="11" fill="#5a524b" transform="rotate(-90 12 88)">
        Height
      </text>
    </svg>
  );
}

export function MeasureGuide(dialog: GuideDialogState) {
  return (
    <GuideModal
      {...dialog}
      title="How to measure your wall"
      description="Two measurements, in whole inches, are all we need."
    >
      <div className="flex justify-center rounded-xl bg-sand-50 px-4 py-5">
        <WallDiagram />
      </div>
      <ol className="mt-5 space-y-4">
        {STEPS.map((step, i) => (
          <IconRow key={step.title} look="step" icon={i + 1} title={step.title}>
            {step.text}
          </IconRow>
        ))}
      </ol>
      <p className="mt-5 rounded-xl border border-sand-200 bg-white/70 px-4 py-3 text-sm text-ink-soft">
        Not sure? Order anyway: our team calls within 24 hours to confirm your measurements before anything is
        printed.
      </p>
    </GuideModal>
  );
}
