import { Play, Square } from 'lucide-react';
import { useId } from 'react';
import { catalogueVoiceId, EDITOR_VOICE_NAMES } from '../../../shared/agents/agent-catalogue';
import { VOICE_MESSAGES, type VoiceOption } from '../../../shared/agents/voices';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { trpc } from '../../lib/trpc';
import { FieldErrors } from './editor-fields';
import { useVoicePreview } from './use-voice-preview';

type Voice = { id: string; name: string };

const FALLBACK: VoiceOption[] = EDITOR_VOICE_NAMES.map((name) => ({
  id: catalogueVoiceId(name),
  name,
  hasPreview: false,
}));

/** The editor's 11 voices (matched to Retell's when the account has a key) with a preview. */
export function VoicePicker({
  voice,
  onChange,
  errors,
}: {
  voice: Voice;
  onChange: (voice: Voice) => void;
  errors: readonly string[] | undefined;
}) {
  const id = useId();
  const catalogue = trpc.agents.voices.useQuery(undefined, { staleTime: 5 * 60_000 });
  const voices = [...(catalogue.data?.editor ?? FALLBACK)];
  if (!voices.some((v) => v.id === voice.id)) voices.unshift({ ...voice, hasPreview: false });
  const current = voices.find((v) => v.id === voice.id);
  const preview = useVoicePreview(voice.id);

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Voice</Label>
      <div className="flex gap-2">
        <Select
          id={id}
          value={voice.id}
          onChange={(e) => {
            const next = voices.find((v) => v.id === e.target.value);
            if (next) onChange({ id: next.id, name: next.name });
          }}
        >
          {voices.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </Select>
        {current?.hasPreview ? (
          <Button
            type="button"
            variant="outline"
            disabled={preview.state === 'loading'}
            onClick={preview.state === 'playing' ? preview.stop : preview.play}
          >
            {preview.state === 'playing' ? <Square aria-hidden /> : <Play aria-hidden />}
            {preview.state === 'loading'
              ? VOICE_MESSAGES.loading
              : preview.state === 'playing'
                ? VOICE_MESSAGES.stop
                : VOICE_MESSAGES.play}
          </Button>
        ) : null}
      </div>
      {current && !current.hasPreview ? (
        <p className="text-xs text-muted-foreground">{VOICE_MESSAGES.noPreview}</p>
      ) : null}
      {preview.error ? (
        <p role="alert" className="text-sm text-destructive">
          {preview.error}
        </p>
      ) : null}
      <FieldErrors errors={errors} />
    </div>
  );
}
