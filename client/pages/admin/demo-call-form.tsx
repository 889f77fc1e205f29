import { type FormEvent, useRef, useState } from 'react';
import { DemoCallDetailsSchema } from '../../../shared/admin/admin-schemas';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toaster';
import { type FieldErrors, zodFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { type DemoCallDraft, DemoCallFields } from './demo-call-fields';
import { audioFileProblem, uploadDemoCall } from './demo-call-upload';

const EMPTY: DemoCallDraft = { title: '', description: '', displayOrder: '0' };

/** Adds a demo call: details and its recording (MP3, WAV, OGG, M4A or WebM, at most 10 MB). */
export function DemoCallForm() {
  const utils = trpc.useUtils();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DemoCallDetailsSchema.safeParse({
      ...draft,
      displayOrder: draft.displayOrder === '' ? Number.NaN : Number(draft.displayOrder),
    });
    const fileProblem = audioFileProblem(file);
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!parsed.success || fileProblem) {
      setErrors({ ...fieldErrors, audio: fileProblem ? [fileProblem] : undefined });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await uploadDemoCall(parsed.data, file!);
      toast.success(`Demo call "${parsed.data.title}" added`);
      setDraft(EMPTY);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await utils.admin.demoCalls.invalidate();
    } catch (error) {
      setErrors({ audio: [(error as Error).message] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a demo call</CardTitle>
        <CardDescription>
          The landing page plays demo calls in display order. Audio: MP3, WAV, OGG, M4A or WebM, at
          most 10 MB.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4 sm:max-w-xl" noValidate>
          <DemoCallFields
            idPrefix="new-demo-call"
            draft={draft}
            errors={errors}
            onChange={setDraft}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-demo-call-audio">Audio file</Label>
            <Input
              id="new-demo-call-audio"
              ref={fileInput}
              type="file"
              accept="audio/*"
              aria-invalid={errors.audio ? true : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {errors.audio ? <p className="text-sm text-destructive">{errors.audio[0]}</p> : null}
          </div>
          <Button type="submit" className="w-fit" disabled={saving}>
            {saving ? 'Uploading...' : 'Add demo call'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
