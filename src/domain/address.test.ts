import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  checkPin,
  cityForPin,
  formatMobile,
  INDIAN_STATES,
  mobileProblem,
  normaliseMobile,
  pinStateProblem,
  stateByName,
} from './address';

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories, each with its own GST state code', () => {
    expect(INDIAN_STATES.filter((s) => !s.territory)).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.territory)).toHaveLength(8);
    expect(new Set(INDIAN_STATES.map((s) => s.gstCode)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
  });

  it.each([
    ['Jammu and Kashmir', '01'],
    ['Delhi', '07'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Maharashtra', '27'],
    ['Karnataka', '29'],
    ['Tamil Nadu', '33'],
    ['Telangana', '36'],
    ['Andhra Pradesh', '37'],
    ['Ladakh', '38'],
  ])('%s has GST code %s', (name, gstCode) => {
    expect(stateByName(name)?.gstCode).toBe(gstCode);
  });

  it('finds a state whatever its case and surrounding spaces, and nothing for a made-up one', () => {
    expect(stateByName('  tamil nadu ')?.name).toBe('Tamil Nadu');
    expect(stateByName('Narnia')).toBeUndefined();
  });
});

describe('mobile numbers', () => {
  it.each([
    ['9845012345', '+919845012345'],
    ['98450 12345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['+91-98450-12345', '+919845012345'],
    ['098450 12345', '+919845012345'],
    ['919845012345', '+919845012345'],
    ['6000000000', '+916000000000'],
    ['9198765432', '+919198765432'],
  ])('%s is stored as %s', (input, stored) => {
    expect(mobileProblem(input)).toBeNull();
    expect(normaliseMobile(input)).toBe(stored);
  });

  it.each([
    ['abc', ADDRESS_MESSAGES.phoneInvalid],
    ['12', ADDRESS_MESSAGES.phoneInvalid],
    ['98450 1234', ADDRESS_MESSAGES.phoneInvalid],
    ['98450 123456', ADDRESS_MESSAGES.phoneInvalid],
    ['+1 98450 12345', ADDRESS_MESSAGES.phoneInvalid],
    ['9845O12345', ADDRESS_MESSAGES.phoneInvalid],
    ['(984) 501-2345', ADDRESS_MESSAGES.phoneInvalid],
    ['5845012345', ADDRESS_MESSAGES.phoneNotMobile],
    ['+91 08045 012345', ADDRESS_MESSAGES.phoneInvalid],
    ['0 11 2345 6789', ADDRESS_MESSAGES.phoneNotMobile],
  ])('%s is refused: %s', (input, message) => {
    expect(mobileProblem(input)).toBe(message);
    expect(normaliseMobile(input)).toBeNull();
  });

  it('prints a stored number in the usual groups', () => {
    expect(formatMobile('+919845012345')).toBe('+91 98450 12345');
  });
});

describe('PIN codes', () => {
  it.each(['12', '12345', '1234567', '056001', 'abcdef', '', '56000l'])('%s is not a PIN code', (pin) => {
    expect(checkPin(pin)).toEqual({ ok: false, message: ADDRESS_MESSAGES.pinInvalid });
  });

  it.each(['999999', '900001', '100001', '290001', '550001', '660001', '860001'])(
    '%s is in no postal circle we deliver to',
    (pin) => {
      expect(checkPin(pin)).toEqual({ ok: false, message: ADDRESS_MESSAGES.pinUnknown });
    },
  );

  it('accepts a PIN written with a space', () => {
    expect(checkPin('560 001')).toMatchObject({ ok: true, pin: '560001' });
  });

  it.each([
    ['110001', 'Delhi'],
    ['122002', 'Haryana'],
    ['141001', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['160062', 'Punjab'],
    ['171001', 'Himachal Pradesh'],
    ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'],
    ['226001', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['247667', 'Uttarakhand'],
    ['247001', 'Uttar Pradesh'],
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['396230', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['362520', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['462001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['560001', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['609602', 'Puducherry'],
    ['682001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
    ['831001', 'Jharkhand'],
  ])('%s is in %s', (pin, state) => {
    expect(pinStateProblem(pin, state)).toBeNull();
  });

  it.each([
    ['560001', 'Maharashtra', 'This PIN code belongs to Karnataka, not Maharashtra'],
    ['110001', 'Haryana', 'This PIN code belongs to Delhi, not Haryana'],
    ['400001', 'Goa', 'This PIN code belongs to Maharashtra, not Goa'],
    ['403001', 'Maharashtra', 'This PIN code belongs to Goa, not Maharashtra'],
    ['194101', 'Jammu and Kashmir', 'This PIN code belongs to Ladakh, not Jammu and Kashmir'],
    ['744101', 'West Bengal', 'This PIN code belongs to Andaman and Nicobar Islands, not West Bengal'],
    ['500001', 'Andhra Pradesh', 'This PIN code belongs to Telangana, not Andhra Pradesh'],
    ['834001', 'Bihar', 'This PIN code belongs to Jharkhand, not Bihar'],
    ['800001', 'Jharkhand', 'This PIN code belongs to Bihar, not Jharkhand'],
    ['160017', 'Haryana', 'This PIN code belongs to Chandigarh or Punjab, not Haryana'],
    ['799001', 'Assam', 'This PIN code belongs to Tripura, not Assam'],
    ['605001', 'Kerala', 'This PIN code belongs to Tamil Nadu or Puducherry, not Kerala'],
  ])('%s is not in %s', (pin, state, message) => {
    expect(pinStateProblem(pin, state)).toBe(message);
  });

  it('leaves a bad PIN or an unknown state to their own messages', () => {
    expect(pinStateProblem('12', 'Karnataka')).toBeNull();
    expect(pinStateProblem('560001', 'Narnia')).toBeNull();
  });

  it.each([
    ['110001', 'New Delhi'],
    ['400050', 'Mumbai'],
    ['400601', 'Thane'],
    ['560025', 'Bengaluru'],
    ['600028', 'Chennai'],
    ['700019', 'Kolkata'],
    ['500034', 'Hyderabad'],
    ['411001', 'Pune'],
    ['380009', 'Ahmedabad'],
    ['302001', 'Jaipur'],
    ['226010', 'Lucknow'],
    ['201301', 'Noida'],
  ])('%s suggests %s', (pin, city) => {
    expect(cityForPin(pin)).toBe(city);
  });

  it('suggests no city for a district with several towns, or for a bad PIN', () => {
    expect(cityForPin('403001')).toBeUndefined();
    expect(cityForPin('12')).toBeUndefined();
  });
});
