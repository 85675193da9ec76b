import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '../../../../domain/contact';
import { Button } from '../../../components/ui/button';
import { useSendContactMessage } from '../api/send-contact-message';
import { Alert } from '../../../components/ui/alert';
import { EmailField, fieldsOf, TextAreaField, TextField } from '../../../components/ui/form-field';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', message: '' };

function ThankYou({ message, onAnother }: { message: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-6 text-center" role="status">
      <CircleCheck aria-hidden className="mx-auto size-12 text-success" strokeWidth={1.5} />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl text-ink outline-none">
        Message sent
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-ink-soft">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { handleSubmit, reset } = form;
  const field = fieldsOf(form);

  if (send.isSuccess) {
    return (
      <ThankYou
        message={send.data.message}
        onAnother={() => {
          reset(EMPTY);
          send.reset();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => send.mutate(values))}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-2xl text-ink">
        Send us a message
      </h2>
      <p className="mt-1.5 text-sm text-ink-soft">We will get back to you within 24 hours.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <EmailField label="Email" {...field('email')} />
        <TextField
          label="Phone"
          optional
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91"
          {...field('phone')}
        />
        <TextField label="Subject" placeholder="e.g. Installation in Pune" {...field('subject')} />
        <TextAreaField label="Message" rows={6} className="sm:col-span-2" {...field('message')} />
      </div>
      {send.error && <Alert className="mt-6">{send.error.message}</Alert>}
      <Button
        type="submit"
        className="mt-6"
        size="lg"
        loading={send.isPending}
        icon={<Send aria-hidden className="size-4" />}
      >
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
