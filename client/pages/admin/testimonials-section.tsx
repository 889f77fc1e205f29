import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { serverFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { EMPTY_TESTIMONIAL, TestimonialForm, toastUnlessFieldErrors } from './testimonial-form';
import { TestimonialRow } from './testimonial-row';

/** The landing page's testimonial carousel, in display order. */
export function TestimonialsSection() {
  const utils = trpc.useUtils();
  const testimonials = trpc.admin.testimonials.useQuery();
  // A new key clears the add form after a save.
  const [formKey, setFormKey] = useState(0);
  const add = trpc.admin.addTestimonial.useMutation({
    onSuccess: () => {
      toast.success('Testimonial added');
      setFormKey((key) => key + 1);
    },
    onError: (error) => toastUnlessFieldErrors(error),
    onSettled: () => utils.admin.testimonials.invalidate(),
  });
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Testimonials on the landing page</CardTitle>
          <CardDescription>
            Quotes marked 'Example' are illustrative and shown with that mark; replace them with
            real customers' words when you have them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {testimonials.isPending ? <Spinner label="Loading testimonials..." /> : null}
          {testimonials.isError ? (
            <LoadError
              title="Testimonials could not be loaded"
              error={testimonials.error}
              onRetry={() => testimonials.refetch()}
            />
          ) : null}
          {testimonials.data?.length === 0 ? (
            <p className="text-muted-foreground">No testimonials yet.</p>
          ) : null}
          <ul className="flex flex-col gap-3" aria-label="Testimonials">
            {testimonials.data?.map((testimonial) => (
              <TestimonialRow key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add a testimonial</CardTitle>
        </CardHeader>
        <CardContent className="sm:max-w-xl">
          <TestimonialForm
            key={formKey}
            idPrefix="new-testimonial"
            initial={EMPTY_TESTIMONIAL}
            submitLabel="Add testimonial"
            pending={add.isPending}
            serverErrors={add.error ? serverFieldErrors(add.error) : {}}
            onSubmit={(details) => add.mutate(details)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
