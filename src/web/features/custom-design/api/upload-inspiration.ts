import { useMutation } from '@tanstack/react-query';
import { uploadPhoto } from '../../../lib/upload-photo';

export const useUploadInspiration = () => useMutation({ mutationFn: uploadPhoto });
