import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageStatus, type NotificationMessage } from '@portal/shared-contracts';
import { dismissMessage, fetchUserMessages, viewMessage } from '@portal/shared-contracts/sdk';

// Messages belong to the user, not to an LEA or a school year: one key, so a change made under
// one LEA is not undone by a cached copy under another.
const queryKey = ['shell', 'user-messages'];

/** The Messages widget's list and its two changes (spec 4), applied to the cached list once the server took them. */
export function useUserMessages() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey, queryFn: fetchUserMessages });
  const change = (apply: (messages: NotificationMessage[]) => NotificationMessage[]) =>
    queryClient.setQueryData<NotificationMessage[]>(queryKey, (messages) => messages && apply(messages));
  // A refused change (a message dismissed in another tab: 404) means the list shown is out of date.
  const resync = () => queryClient.invalidateQueries({ queryKey });
  const view = useMutation({
    mutationFn: viewMessage,
    onSuccess: (_, id) => change((messages) => messages.map((m) => (m.id === id ? { ...m, status: MessageStatus.Viewed } : m))),
    onError: resync,
  });
  const dismiss = useMutation({
    mutationFn: dismissMessage,
    onSuccess: (_, id) => change((messages) => messages.filter((m) => m.id !== id)),
    onError: resync,
  });
  return { list, view, dismiss };
}
