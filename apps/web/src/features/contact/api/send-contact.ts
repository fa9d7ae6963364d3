import { messageSchema, type ApiMessage } from '@comoe/shared/schemas/common';
import type { ContactInput } from '@comoe/shared/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Stored server-side; the admins read it under Messages. */
export function sendContact(input: ContactInput): Promise<ApiMessage> {
  return apiRequest('/api/contact', { method: 'POST', body: input, schema: messageSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
