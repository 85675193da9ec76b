import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { toShippingInfo, type ShippingFormValues } from '../../../domain/checkout';
import type { User } from '../../../domain/auth';
import { errorMessage } from '../../lib/api-client';
import { savedAddressesQuery, useDeleteAddress, useSaveAddress } from './api/saved-addresses';

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The address step: the form's starting values (the address saved last, else the account's name and email),
 * the saved addresses to pick from, and the address given, kept in the account when the shopper asks.
 */
export function useCheckoutAddress(user: User | null) {
  const [shipping, setShipping] = useState<ShippingFormValues | null>(null);
  const saved = useQuery({ ...savedAddressesQuery(user?.id ?? ''), enabled: Boolean(user) });
  const saveAddress = useSaveAddress(user?.id ?? '');
  const deleteAddress = useDeleteAddress(user?.id ?? '');

  const savedAddresses = saved.data ?? [];
  const latest = savedAddresses.at(-1);
  const blank: ShippingFormValues = {
    // A guest's row is named 'Guest'; the form asks for the real name.
    ...splitName(user?.guest ? '' : (user?.name ?? '')),
    email: user?.email ?? '',
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
  };

  /** Takes the address for this order, and keeps it in the account when asked; a failure there is only told. */
  const give = async (values: ShippingFormValues, options: { saveAddress: boolean }) => {
    setShipping(values);
    if (!options.saveAddress) return;
    try {
      const { email: _email, ...address } = values;
      await saveAddress.mutateAsync(address);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not save this address. Your order is not affected.'));
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteAddress.mutateAsync(id);
    } catch (error) {
      toast.error(errorMessage(error, 'We could not remove this address.'));
    }
  };

  return {
    /** the saved addresses are still loading: the form takes its defaults once, so it waits */
    pending: saved.isPending,
    saved: savedAddresses,
    // A returning shopper starts from the address they saved last.
    defaults: shipping ?? (latest && user ? { ...latest, email: user.email } : blank),
    initialAddressId: shipping ? null : (latest?.id ?? null),
    /** the address as the order carries it, once given */
    shippingInfo: shipping ? toShippingInfo(shipping) : null,
    state: shipping?.state,
    give,
    remove,
  };
}
