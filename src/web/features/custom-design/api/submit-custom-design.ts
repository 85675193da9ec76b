import { useMutation } from '@tanstack/react-query';
import type { CustomDesignRequest, CustomDesignSubmitted } from '../../../../domain/custom-design';
import { api } from '../../../lib/api-client';

/** POST /api/custom-design answers 201 with the stored request's id and 'Request Submitted!'. */
export const submitCustomDesign = (request: CustomDesignRequest) =>
  api<CustomDesignSubmitted>('/custom-design', { method: 'POST', body: request });

export const useSubmitCustomDesign = () => useMutation({ mutationFn: submitCustomDesign });
