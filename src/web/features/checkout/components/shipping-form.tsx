import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkPin, cityForPin, INDIAN_STATES } from '../../../../domain/address';
import { ShippingFormSchema, type SavedAddress, type ShippingFormValues } from '../../../../domain/checkout';
import { Button } from '../../../components/ui/button';
import { SavedAddressPicker } from './saved-address-picker';
import {
  CheckboxField,
  EmailField,
  fieldsOf,
  SelectField,
  TextField,
} from '../../../components/ui/form-field';

const STATE_GROUPS = [
  { label: 'States', states: INDIAN_STATES.filter((s) => !s.territory) },
  { label: 'Union territories', states: INDIAN_STATES.filter((s) => s.territory) },
];

export interface ShippingFormProps {
  defaultValues: ShippingFormValues;
  savedAddresses: SavedAddress[];
  /** the saved address the defaults came from, shown as chosen */
  initialAddressId: string | null;
  onRemoveAddress: (id: string) => void;
  onSubmit: (values: ShippingFormValues, options: { saveAddress: boolean }) => void;
}

/**
 * Step 1: the eight fields of docs/store-rules.md#records with the messages of docs/store-rules.md#validation,
 * checked by ShippingFormSchema as the server checks them: a mobile number, a state from the list and a PIN in
 * that state (address.ts). Continue stays disabled until every field is valid (docs/store-rules.md#sessions).
 */
export function ShippingForm({
  defaultValues,
  savedAddresses,
  initialAddressId,
  onRemoveAddress,
  onSubmit,
}: ShippingFormProps) {
  const form = useForm<ShippingFormValues>({
    resolver: zodResolver(ShippingFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    reset,
    getValues,
    setValue,
    trigger,
    getFieldState,
    formState: { isValid },
  } = form;
  const field = fieldsOf(form);
  const [chosenId, setChosenId] = useState<string | null>(initialAddressId);
  const [save, setSave] = useState(false);
  // The city the PIN last suggested: replaced by the next suggestion, unless the shopper has written their own.
  const [suggestedCity, setSuggestedCity] = useState<string | null>(null);

  const choose = (address: SavedAddress | null) => {
    setChosenId(address?.id ?? null);
    setSuggestedCity(null);
    const { email } = getValues();
    reset(
      address
        ? { ...address, email }
        : { ...defaultValues, phone: '', address: '', city: '', state: '', zipCode: '', email },
      { keepDefaultValues: true },
    );
  };

  const onPinChange = (pinInput: string) => {
    const pin = checkPin(pinInput);
    if (!pin.ok) return;
    const { city, state } = getValues();
    const suggestion = cityForPin(pin.pin);
    if (suggestion && (!city.trim() || city === suggestedCity)) {
      setValue('city', suggestion, { shouldValidate: true, shouldTouch: true });
      setSuggestedCity(suggestion);
    }
    const [only, ...others] = pin.states;
    if (!state && only && others.length === 0) {
      setValue('state', only.name, { shouldValidate: true, shouldTouch: true });
    }
  };

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values, { saveAddress: save }))}
      noValidate
      aria-labelledby="shipping-title"
    >
      <h2 id="shipping-title" className="font-serif text-2xl text-ink">
        Shipping Information
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Where should we deliver and install your walls?</p>
      {savedAddresses.length > 0 && (
        <SavedAddressPicker
          addresses={savedAddresses}
          chosenId={chosenId}
          onChoose={choose}
          onRemove={(id) => {
            if (id === chosenId) setChosenId(null);
            onRemoveAddress(id);
          }}
        />
      )}
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <EmailField {...field('email')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="10-digit mobile number"
          hint="For the delivery partner to call before they arrive"
          {...field('phone')}
        />
        <TextField
          label="Address"
          autoComplete="address-line1"
          placeholder="House, street and area"
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="6-digit PIN code"
          maxLength={7}
          {...field('zipCode', { onChange: (event) => onPinChange(String(event.target.value)) })}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          {...field('city', { onChange: () => setSuggestedCity(null) })}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          className="sm:col-span-2"
          {...field('state', {
            // The PIN's message depends on the state: a new state answers it at once, not on the next blur.
            onChange: () => {
              if (getFieldState('zipCode').isTouched) void trigger('zipCode');
            },
          })}
        >
          <option value="">Select your state</option>
          {STATE_GROUPS.map(({ label, states }) => (
            <optgroup key={label} label={label}>
              {states.map((s) => (
                <option key={s.code} value={s.name}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      {chosenId === null && (
        <CheckboxField
          label="Save this address"
          checked={save}
          onChange={(event) => setSave(event.target.checked)}
          className="mt-5"
        />
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">All fields are required.</p>
        <Button type="submit" size="lg" disabled={!isValid} icon={null} className="sm:min-w-48">
          Continue
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
    </form>
  );
}
