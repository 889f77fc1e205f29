import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminTestimonial } from '../../../shared/admin/admin-schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { serverFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { TestimonialForm, toastUnlessFieldErrors } from './testimonial-form';

function EditTestimonial({ testimonial }: { testimonial: AdminTestimonial }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const update = trpc.admin.updateTestimonial.useMutation({
    onSuccess: () => {
      setOpen(false);
      toast.success('Testimonial saved');
    },
    onError: (error) => toastUnlessFieldErrors(error),
    onSettled: () => utils.admin.testimonials.invalidate(),
  });
  const { id, ...details } = testimonial;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit the testimonial of ${testimonial.name}`}
        >
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit testimonial</DialogTitle>
        </DialogHeader>
        <TestimonialForm
          idPrefix={`testimonial-${id}`}
          initial={details}
          submitLabel="Save"
          pending={update.isPending}
          serverErrors={update.error ? serverFieldErrors(update.error) : {}}
          onSubmit={(next) => update.mutate({ id, ...next })}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DeleteTestimonial({ testimonial }: { testimonial: AdminTestimonial }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const remove = trpc.admin.deleteTestimonial.useMutation({
    onSuccess: () => setOpen(false),
    onError: (error) => toast.error(errorMessage(error, 'The testimonial could not be deleted.')),
    onSettled: () => utils.admin.testimonials.invalidate(),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete the testimonial of ${testimonial.name}`}
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title="Delete testimonial?"
      description={`The quote of ${testimonial.name}, ${testimonial.company} leaves the landing page.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: testimonial.id })}
    />
  );
}

export function TestimonialRow({ testimonial }: { testimonial: AdminTestimonial }) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-md border p-4">
      <figure className="flex min-w-0 flex-col gap-2">
        <blockquote className="text-sm">“{testimonial.quote}”</blockquote>
        <figcaption className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            {testimonial.name}, {testimonial.company} · order {testimonial.displayOrder}
          </span>
          {testimonial.isExample ? <Badge variant="secondary">Example</Badge> : null}
        </figcaption>
      </figure>
      <div className="flex shrink-0 gap-1">
        <EditTestimonial testimonial={testimonial} />
        <DeleteTestimonial testimonial={testimonial} />
      </div>
    </li>
  );
}
