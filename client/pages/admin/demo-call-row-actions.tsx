import { Pencil, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { type AdminDemoCall, DemoCallDetailsSchema } from '../../../shared/admin/admin-schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, serverFieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { errorMessage, trpc } from '../../lib/trpc';
import { type DemoCallDraft, DemoCallFields } from './demo-call-fields';
import { audioFileProblem, replaceDemoCallAudio } from './demo-call-upload';

const draftOf = (call: AdminDemoCall): DemoCallDraft => ({
  title: call.title,
  description: call.description,
  displayOrder: String(call.displayOrder),
});

function EditDemoCall({ call }: { call: AdminDemoCall }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(draftOf(call));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = trpc.admin.updateDemoCall.useMutation({
    onSuccess: () => {
      setOpen(false);
      toast.success('Demo call saved');
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        toast.error(errorMessage(error, 'The demo call could not be saved.'));
      }
    },
    onSettled: () => utils.admin.demoCalls.invalidate(),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DemoCallDetailsSchema.safeParse({
      ...draft,
      displayOrder: draft.displayOrder === '' ? Number.NaN : Number(draft.displayOrder),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    update.mutate({ id: call.id, ...parsed.data });
  };
  const onOpenChange = (next: boolean) => {
    if (next) {
      setDraft(draftOf(call));
      setErrors({});
    }
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit ${call.title}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Edit demo call</DialogTitle>
          </DialogHeader>
          <DemoCallFields
            idPrefix={`demo-${call.id}`}
            draft={draft}
            errors={errors}
            onChange={setDraft}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReplaceAudio({ call }: { call: AdminDemoCall }) {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const onFile = async (file: File | null) => {
    if (input.current) input.current.value = '';
    const problem = audioFileProblem(file);
    if (problem) return void toast.error(problem);
    setBusy(true);
    try {
      await replaceDemoCallAudio(call.id, file!);
      toast.success(`New recording for "${call.title}" uploaded`);
      await utils.admin.demoCalls.invalidate();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="audio/*"
        className="hidden"
        aria-label={`New recording for ${call.title}`}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <Button
        variant="ghost"
        size="icon"
        disabled={busy}
        aria-label={`Replace the recording of ${call.title}`}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden />
      </Button>
    </>
  );
}

function DeleteDemoCall({ call }: { call: AdminDemoCall }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const remove = trpc.admin.deleteDemoCall.useMutation({
    onSuccess: () => setOpen(false),
    onError: (error) => toast.error(errorMessage(error, 'The demo call could not be deleted.')),
    onSettled: () => utils.admin.demoCalls.invalidate(),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${call.title}`}>
          <Trash2 aria-hidden />
        </Button>
      }
      title="Delete demo call?"
      description={`"${call.title}" and its recording leave the landing page.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: call.id })}
    />
  );
}

export function DemoCallRowActions({ call }: { call: AdminDemoCall }) {
  return (
    <div className="flex justify-end gap-1">
      <EditDemoCall call={call} />
      <ReplaceAudio call={call} />
      <DeleteDemoCall call={call} />
    </div>
  );
}
