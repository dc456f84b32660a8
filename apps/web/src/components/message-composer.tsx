// The text box at the bottom of a conversation and of the chat with Scout (product §2, §5):
// Enter sends, Shift+Enter makes a new line, empty text is never sent, and the send button
// is disabled while the text is empty or a message is on its way.
import type { FormEvent, KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; never with empty text, never while sending. */
  onSend: (text: string) => void;
  sending: boolean;
  placeholder: string;
  maxLength: number;
  /** The box's accessible name. */
  label: string;
}

export function MessageComposer({
  value,
  onChange,
  onSend,
  sending,
  placeholder,
  maxLength,
  label,
}: MessageComposerProps) {
  const canSend = value.trim() !== '' && !sending;

  function send() {
    const text = value.trim();
    if (text && !sending) onSend(text);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={onSubmit} className="flex shrink-0 items-end gap-2 border-t bg-background px-3 py-3 md:px-4">
      <Textarea
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={label}
        maxLength={maxLength}
        placeholder={placeholder}
        className="max-h-40 min-h-11 flex-1 resize-none py-2.5 field-sizing-content"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
