import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSubscriptions, saveSubscription, unsubscribe } from '@portal/shared-contracts/sdk';

// Subscriptions belong to the user, not to an LEA or a school year: one key, as the Messages widget's list has.
export const subscriptionsQueryKey = ['shell', 'subscriptions'];

/**
 * The Notification Settings list and its two changes. After either, whether it was taken or
 * refused, the list is read again: the server's merged rows are what the page shows.
 */
export function useSubscriptions() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: subscriptionsQueryKey, queryFn: fetchSubscriptions });
  // Spec 8: a list that cannot be loaded is only logged; the table stays empty.
  useEffect(() => {
    if (list.error) console.error('The notification subscriptions could not be loaded', list.error);
  }, [list.error]);
  const reload = () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
  const save = useMutation({ mutationFn: saveSubscription, onSettled: reload });
  const remove = useMutation({ mutationFn: unsubscribe, onSettled: reload });
  return { list, save, remove };
}
