import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ShippingFormSchema, type ShippingFormValues } from '../../../../domain/checkout';
import { Button } from '../../../components/ui/button';
import { TextField } from './text-field';

const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

export interface ShippingFormProps {
  defaultValues: ShippingFormValues;
  onSubmit: (values: ShippingFormValues) => void;
}

/**
 * Step 1: the eight fields of spec §3 with the messages of spec §5 (ShippingFormSchema, shared with the server).
 * Continue stays disabled until every field is valid (spec §4).
 */
export function ShippingForm({ defaultValues, onSubmit }: ShippingFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ShippingFormValues>({
    resolver: zodResolver(ShippingFormSchema),
    defaultValues,
    mode: 'onTouched',
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="font-serif text-2xl text-ink">
        Shipping Information
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Where should we deliver and install your walls?</p>
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          placeholder="House, street and area"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          list="checkout-states"
          error={errors.state?.message}
          {...register('state')}
        />
        <datalist id="checkout-states">
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state} />
          ))}
        </datalist>
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="6-digit PIN code"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
      </div>
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
