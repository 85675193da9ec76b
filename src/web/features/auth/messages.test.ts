import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';

describe('what the auth forms say when a call fails (docs/store-rules.md#errors)', () => {
  it('shows the server’s own message', () => {
    const refused = new ApiError(401, 'Invalid email or password');
    expect(errorMessage(refused, 'Login failed')).toBe('Invalid email or password');
    const limited = new ApiError(429, 'Too many attempts. Please try again in a minute.');
    expect(errorMessage(limited, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE)).toBe(
      'Too many attempts. Please try again in a minute.',
    );
  });

  it('falls back to the form’s text when the server gave no reason', () => {
    const bare = new ApiError(502, 'Request failed (502)', false);
    expect(errorMessage(bare, 'Login failed')).toBe('Login failed');
    expect(errorMessage(bare, 'Registration failed')).toBe('Registration failed');
    expect(errorMessage(bare, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE)).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('tells a network failure apart on the password pages only', () => {
    const offline = new TypeError('Failed to fetch');
    expect(errorMessage(offline, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE)).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(errorMessage(offline, 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });
});
