import { useState, type FormEvent } from 'react';
import {
  PromotionInputSchema,
  type Benefit,
  type Promotion,
  type PromotionInputBody,
  type Target,
} from '../../../../domain/promotion';
import { CATEGORIES, PRODUCT_KINDS, type ProductKind } from '../../../../domain/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../components/ui/form-field';

type BenefitType = Benefit['type'];

/** Which field shows a refusal of each input path: the benefit's figures all belong to the 'Gives' row. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path[0] === 'benefit' ? String(path[1] ?? 'type') : String(path[0] ?? 'name');

const KIND_LABELS: Record<ProductKind, string> = { customised: 'Custom-fit walls', rolls: 'Rolls' };
/** What the 'Applies to' boxes offer: each category, then each kind, by its value and its label. */
const TARGET_CHOICES: [string, string][] = [
  ...CATEGORIES.map((c): [string, string] => [c, c]),
  ...PRODUCT_KINDS.map((k): [string, string] => [k, KIND_LABELS[k]]),
];

/**
 * The lines a promotion takes off: the categories and kinds ticked, and any product list it was given through the
 * API (kept as it was); nothing ticked and no list is the whole order.
 */
function targetOf(data: FormData, kept: Target | undefined): Target {
  const ticked = data.getAll('targets').map(String);
  const categories = CATEGORIES.filter((c) => ticked.includes(c));
  const kinds = PRODUCT_KINDS.filter((k) => ticked.includes(k));
  const productIds = kept?.scope === 'lines' ? kept.productIds : [];
  return categories.length || kinds.length || productIds.length
    ? { scope: 'lines', categories, kinds, productIds }
    : { scope: 'order' };
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
/** an empty box is no limit (null); anything typed goes to the server's schema as a number, so its message shows */
const numberOrNull = (data: FormData, name: string) => (text(data, name) ? Number(text(data, name)) : null);

/** The limits a promotion may have, each blank for none. */
const LIMIT_FIELDS: { name: 'totalUses' | 'usesPerCustomer' | 'budget'; label: string; step?: number }[] = [
  { name: 'totalUses', label: 'Uses in all' },
  { name: 'usesPerCustomer', label: 'Uses per customer' },
  { name: 'budget', label: 'Budget (₹)', step: 0.01 },
];

function benefitOf(type: BenefitType, data: FormData): Benefit {
  switch (type) {
    case 'percent':
      return { type, percent: Number(text(data, 'percent')) };
    case 'amount':
      return { type, amount: Number(text(data, 'amount')) };
    case 'free_shipping':
      return { type };
    case 'buy_x_get_y':
      return { type, buy: Number(text(data, 'buy')), get: Number(text(data, 'get')) };
  }
}

interface PromotionFormProps {
  /** the promotion being edited; none for a new one */
  promotion?: Promotion;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: PromotionInputBody, form: HTMLFormElement) => void;
}

/**
 * Every field of a promotion (docs/decisions/062-promotions.md), its lines by category and kind included: checked
 * in the browser with the domain's schema, so the form and the server refuse alike.
 */
export function PromotionForm({ promotion, submitLabel, pending, onSubmit }: PromotionFormProps) {
  const [type, setType] = useState<BenefitType>(promotion?.benefit.type ?? 'percent');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const b = promotion?.benefit;
  const target = promotion?.target;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: PromotionInputBody = {
      name: text(data, 'name'),
      code: text(data, 'code') || null,
      benefit: benefitOf(type, data),
      target: targetOf(data, promotion?.target),
      minSubtotal: numberOrNull(data, 'minSubtotal'),
      startsAt: text(data, 'startsAt') || null,
      endsAt: text(data, 'endsAt') || null,
      firstOrderOnly: data.get('firstOrderOnly') === 'on',
      signedInOnly: data.get('signedInOnly') === 'on',
      totalUses: numberOrNull(data, 'totalUses'),
      usesPerCustomer: numberOrNull(data, 'usesPerCustomer'),
      budget: numberOrNull(data, 'budget'),
      combines: data.get('combines') === 'on',
    };
    const checked = PromotionInputSchema.safeParse(body);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[fieldOf(issue.path)] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(body, form);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3">
      <TextField label="Name" name="name" defaultValue={promotion?.name} error={errors.name} />
      <TextField
        label="Code"
        name="code"
        defaultValue={promotion?.code ?? ''}
        hint="Empty: applies by itself"
        autoCapitalize="characters"
        error={errors.code}
      />
      <SelectField
        label="Gives"
        name="type"
        value={type}
        onChange={(event) => setType(event.target.value as BenefitType)}
        error={errors.type}
      >
        <option value="percent">Percent off</option>
        <option value="amount">Amount off (₹)</option>
        <option value="free_shipping">Free shipping</option>
        <option value="buy_x_get_y">Buy X get Y free</option>
      </SelectField>
      {type === 'percent' && (
        <NumberField
          label="Percent off"
          name="percent"
          defaultValue={b?.type === 'percent' ? b.percent : undefined}
          error={errors.percent}
        />
      )}
      {type === 'amount' && (
        <NumberField
          label="Amount off (₹)"
          name="amount"
          step={0.01}
          defaultValue={b?.type === 'amount' ? b.amount : undefined}
          error={errors.amount}
        />
      )}
      {type === 'buy_x_get_y' && (
        <>
          <NumberField
            label="Buy"
            name="buy"
            defaultValue={b?.type === 'buy_x_get_y' ? b.buy : undefined}
            error={errors.buy}
          />
          <NumberField
            label="Get free"
            name="get"
            defaultValue={b?.type === 'buy_x_get_y' ? b.get : undefined}
            error={errors.get}
          />
        </>
      )}
      <NumberField
        label="Minimum order (₹)"
        name="minSubtotal"
        step={0.01}
        optional
        defaultValue={promotion?.minSubtotal ?? undefined}
        error={errors.minSubtotal}
      />
      <TextField
        label="Starts (India time)"
        name="startsAt"
        type="datetime-local"
        optional
        defaultValue={promotion?.startsAt ?? undefined}
        error={errors.startsAt}
      />
      <TextField
        label="Ends (India time)"
        name="endsAt"
        type="datetime-local"
        optional
        defaultValue={promotion?.endsAt ?? undefined}
        error={errors.endsAt}
      />
      {LIMIT_FIELDS.map(({ name, label, step }) => (
        <NumberField
          key={name}
          label={label}
          name={name}
          step={step}
          optional
          defaultValue={promotion?.[name] ?? undefined}
          error={errors[name]}
        />
      ))}
      <fieldset className="grid gap-3 sm:col-span-3 sm:grid-cols-3">
        <legend className="sr-only">Conditions</legend>
        <CheckboxField
          label="First order only"
          name="firstOrderOnly"
          defaultChecked={promotion?.firstOrderOnly}
        />
        <CheckboxField
          label="Signed-in customers only"
          name="signedInOnly"
          defaultChecked={promotion?.signedInOnly}
        />
        <CheckboxField label="Combines with others" name="combines" defaultChecked={promotion?.combines} />
      </fieldset>
      <fieldset className="grid gap-3 sm:col-span-3 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-medium text-ink">
          Applies to <span className="font-normal text-ink-muted">(nothing ticked: the whole order)</span>
        </legend>
        {TARGET_CHOICES.map(([value, label]) => (
          <CheckboxField
            key={value}
            label={label}
            name="targets"
            value={value}
            defaultChecked={
              target?.scope === 'lines' &&
              ([...target.categories, ...target.kinds] as string[]).includes(value)
            }
          />
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:col-span-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          {target?.scope === 'lines' && target.productIds.length > 0
            ? `Also ${target.productIds.length} products listed through the API, kept as they are.`
            : ''}
        </p>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
