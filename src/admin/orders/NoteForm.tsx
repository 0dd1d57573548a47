import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { unwrap } from '#openapi/client';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormStatus } from '#src/ui/FormStatus';
import { adminApi } from '../api';
import { adminOrderKey } from './queries';
import * as css from './orders.css';

/** A note for the shop's people, kept on the order's timeline; what was typed stays until it is kept. */
export function NoteForm({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const keep = useMutation({
    mutationFn: () =>
      unwrap(
        adminApi.POST('/admin/orders/{orderId}/notes', { params: { path: { orderId } }, body: { note: note.trim() } }),
      ),
    onSuccess: () => setNote(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim()) keep.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <label htmlFor="order-note">Note (staff only)</label>
      <textarea
        id="order-note"
        className={css.textarea}
        value={note}
        maxLength={textLimits.staffNote}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormStatus message={keep.error?.message} tone="error" />
      <div className={css.actions}>
        <Button type="submit" size="sm" disabled={keep.isPending || !note.trim()}>
          Add note
        </Button>
      </div>
    </form>
  );
}
