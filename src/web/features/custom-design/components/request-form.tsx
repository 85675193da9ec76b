import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { BUDGET_RANGES, DESIGN_STYLES, ROOM_TYPES } from '../../../../domain/constants';
import {
  CustomDesignRequestSchema,
  type CustomDesignRequest,
  type CustomDesignRequestInput,
  type CustomDesignSubmitted,
} from '../../../../domain/custom-design';
import { Button } from '../../../components/ui/button';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { Alert } from '../../../components/ui/alert';
import { useSubmitCustomDesign } from '../api/submit-custom-design';
import {
  EmailField,
  FieldError,
  fieldsOf,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { InspirationPicker } from './inspiration-picker';

type Field = Path<CustomDesignRequestInput>;

// The two ways a step lays out its fields: short inputs side by side, or wide groups one under another.
const FIELD_GRID = 'grid gap-5 sm:grid-cols-2';
const STACK = 'space-y-8';

/** Next validates only the fields of the step on screen (docs/store-rules.md#sessions). */
const STEPS: readonly {
  label: string;
  title: string;
  intro: string;
  fields: readonly Field[];
  layout: typeof FIELD_GRID | typeof STACK;
}[] = [
  {
    label: 'Contact',
    title: 'How can we reach you?',
    intro: 'A designer will call or e-mail you within 24 hours.',
    fields: ['name', 'email', 'phone'],
    layout: FIELD_GRID,
  },
  {
    label: 'Project',
    title: 'About your wall',
    intro: 'Approximate measurements are fine; we measure precisely before we make anything.',
    fields: ['roomType', 'dimensions.width', 'dimensions.height'],
    layout: FIELD_GRID,
  },
  {
    label: 'Style & budget',
    title: 'Style and budget',
    intro: 'Choose the direction that feels closest. We will refine it together.',
    fields: ['style', 'budget'],
    layout: STACK,
  },
  {
    label: 'Details',
    title: 'Describe your vision',
    intro: 'Colours, motifs, finishes, the mood of the room: anything that helps us picture it.',
    fields: ['description', 'inspirationImages'],
    layout: STACK,
  },
];

/** The two card-style choices of the style step. */
const CHOICES = [
  {
    name: 'style',
    legend: 'Style preference',
    options: DESIGN_STYLES,
    columns: 'grid-cols-2 sm:grid-cols-3',
  },
  {
    name: 'budget',
    legend: 'Budget range',
    options: BUDGET_RANGES,
    columns: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  },
] as const;

const LAST = STEPS.length - 1;

/** An empty number input must read as missing ('Width is required'), not as NaN. */
const toNumber = (value: unknown) => {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
};

// Selects, radios and number inputs start empty (undefined), so a skipped one reads as 'is required'.
const EMPTY: DefaultValues<CustomDesignRequestInput> = {
  name: '',
  email: '',
  phone: '',
  description: '',
  inspirationImages: [],
};

export interface RequestFormProps {
  onSubmitted: (request: CustomDesignRequest, result: CustomDesignSubmitted) => void;
}

export function RequestForm({ onSubmitted }: RequestFormProps) {
  const [step, setStep] = useState(0);
  const [uploading, setUploading] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submit = useSubmitCustomDesign();
  const form = useForm<CustomDesignRequestInput, unknown, CustomDesignRequest>({
    resolver: zodResolver(CustomDesignRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { control, trigger, handleSubmit, getValues, getFieldState, setValue } = form;
  const field = fieldsOf(form);
  const [width, height, images] = useWatch({
    control,
    name: ['dimensions.width', 'dimensions.height', 'inspirationImages'],
  });
  const area = (toNumber(width) ?? 0) * (toNumber(height) ?? 0);

  // Once a field shows an error, every change re-checks it, so the message clears while it is being fixed.
  // Otherwise it would clear on the blur that pressing Next causes, and the layout shifting under the
  // pointer would make that press miss the button.
  const recheck = (name: Field) => ({
    onChange: () => {
      if (getFieldState(name).error) void trigger(name);
    },
  });

  // Moving between steps swaps the form's content, so focus and the view follow to the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0)
      top.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    submit.reset();
    setStep(next);
  };

  const next = async () => {
    const current = STEPS[step];
    if (current && (await trigger([...current.fields], { shouldFocus: true }))) go(step + 1);
  };

  const send = handleSubmit((values) =>
    submit.mutate(values, { onSuccess: (result) => onSubmitted(values, result) }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      // Enter in a field of an earlier step means "next", never "send".
      event.preventDefault();
      void next();
      return;
    }
    void send(event);
  };

  const current = STEPS[step] ?? STEPS[0]!;
  return (
    <div ref={top} className="scroll-mt-28">
      <StepIndicator look="stacked" label="Request steps" steps={STEPS.map((s) => s.label)} current={step} />

      <form noValidate onSubmit={onSubmit} className="mt-8" aria-labelledby="request-step-title">
        <div className="mb-6">
          <p className="text-[11px] font-semibold tracking-[0.16em] text-gold-dark uppercase">
            Step {step + 1} of {STEPS.length}
          </p>
          <h3
            id="request-step-title"
            ref={heading}
            tabIndex={-1}
            className="mt-1.5 text-2xl text-ink outline-none sm:text-[1.7rem]"
          >
            {current.title}
          </h3>
          <p className="mt-1.5 text-sm text-ink-soft">{current.intro}</p>
        </div>

        <div className={current.layout}>
          {step === 0 && (
            <>
              <TextField
                label="Full name"
                autoComplete="name"
                className="sm:col-span-2"
                {...field('name', recheck('name'))}
              />
              <EmailField label="Email" {...field('email', recheck('email'))} />
              <TextField
                label="Phone number"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="+91"
                {...field('phone', recheck('phone'))}
              />
            </>
          )}

          {step === 1 && (
            <>
              <SelectField
                label="Room type"
                className="sm:col-span-2"
                {...field('roomType', recheck('roomType'))}
              >
                <option value="">Select a room</option>
                {ROOM_TYPES.map((room) => (
                  <option key={room} value={room}>
                    {room}
                  </option>
                ))}
              </SelectField>
              {(['width', 'height'] as const).map((side) => (
                <TextField
                  key={side}
                  label={side === 'width' ? 'Wall width' : 'Wall height'}
                  type="number"
                  inputMode="decimal"
                  step={0.1}
                  min={0.1}
                  placeholder={side === 'width' ? 'e.g. 12' : 'e.g. 9.5'}
                  suffix="ft"
                  {...field(`dimensions.${side}`, { setValueAs: toNumber, ...recheck(`dimensions.${side}`) })}
                />
              ))}
              <p className="text-sm text-ink-soft sm:col-span-2" aria-live="polite">
                {area > 0 ? (
                  <>
                    Wall area:{' '}
                    <strong className="font-semibold text-ink">{Number(area.toFixed(1))} sq ft</strong>
                  </>
                ) : (
                  'Measure in feet; decimals such as 9.5 are fine.'
                )}
              </p>
            </>
          )}

          {step === 2 &&
            CHOICES.map(({ name, ...choice }) => (
              <ChoiceGroup key={name} {...choice} {...field(name, recheck(name))} />
            ))}

          {step === 3 && (
            <>
              <TextAreaField
                label="Project description"
                hint="For example: a forest mural behind the bed in sage and gold, with embroidered birds."
                rows={5}
                {...field('description', recheck('description'))}
              />
              <InspirationPicker
                images={images ?? []}
                onChange={(update) =>
                  setValue('inspirationImages', update([...(getValues('inspirationImages') ?? [])]), {
                    shouldDirty: true,
                  })
                }
                onUploadingChange={setUploading}
                wall={
                  area > 0
                    ? { widthIn: (toNumber(width) ?? 0) * 12, heightIn: (toNumber(height) ?? 0) * 12 }
                    : null
                }
              />
            </>
          )}
        </div>

        {submit.error && <Alert className="mt-8">{submit.error.message}</Alert>}

        <div className="mt-10 flex items-center justify-between gap-3 border-t border-sand-200 pt-6">
          {step > 0 ? (
            <Button
              variant="secondary"
              icon={<ArrowLeft aria-hidden className="size-4" />}
              onClick={() => go(step - 1)}
              disabled={submit.isPending}
            >
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < LAST ? (
            <Button type="submit" icon={<ArrowRight aria-hidden className="order-last size-4" />}>
              Next
            </Button>
          ) : (
            <Button
              type="submit"
              loading={submit.isPending}
              disabled={uploading}
              icon={<Send aria-hidden className="size-4" />}
            >
              {submit.isPending ? 'Sending…' : uploading ? 'Uploading…' : 'Submit Request'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

interface ChoiceGroupProps extends UseFormRegisterReturn {
  legend: string;
  options: readonly string[];
  error?: string;
  columns: string;
}

/** Radio buttons drawn as cards: one choice, every option visible at once. */
function ChoiceGroup({ legend, options, error, columns, ...registration }: ChoiceGroupProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className={clsx('mt-3 grid gap-2.5', columns)}>
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              'relative flex min-h-14 cursor-pointer items-center rounded-lg border bg-white px-3.5 py-3 pr-9 text-sm text-ink transition-colors',
              'hover:border-sand-300 has-checked:border-gold-dark has-checked:bg-sand-50 has-checked:shadow-[inset_0_0_0_1px_var(--color-gold-dark)]',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold',
              error ? 'border-danger/35' : 'border-sand-200',
            )}
          >
            <input
              type="radio"
              value={option}
              {...registration}
              aria-invalid={Boolean(error)}
              className="peer sr-only"
            />
            <span className="leading-snug">{option}</span>
            <Check
              aria-hidden
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gold-dark opacity-0 peer-checked:opacity-100"
              strokeWidth={2.5}
            />
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
