import {
  CONTACT_PRIORITIES,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_MS,
  type ContactRequest,
} from '@bsp/shared';
import { CheckCircle2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Faq, PageHero, Section } from '../../components/marketing/blocks';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/form';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { useCreateContactMessage } from '../../features/contact/api/create-contact';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General inquiry',
  support: 'Technical support',
  billing: 'Billing',
  feature: 'Feature request',
  bug: 'Bug report',
  partnership: 'Partnership',
  other: 'Other',
};

const PRIORITY_LABELS: Record<(typeof CONTACT_PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

type FormValues = {
  name: string;
  email: string;
  company: string;
  subject: ContactRequest['subject'] | '';
  message: string;
  priority: ContactRequest['priority'];
};

const EMPTY: FormValues = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  priority: 'medium',
};

const CARDS = [
  {
    icon: Mail,
    title: 'Email',
    lines: ['support@bsp.example'],
    note: 'We reply within 24 hours on business days.',
  },
  {
    icon: Phone,
    title: 'Phone',
    lines: ['Ask for a call in your message'],
    note: 'We will call you back during business hours.',
  },
  {
    icon: MapPin,
    title: 'Office location',
    lines: ['Remote-first team'],
    note: 'Meetings by video call or on site for on-premise installs.',
  },
  {
    icon: Clock,
    title: 'Business hours',
    lines: ['Mon-Fri 9AM-6PM PST'],
    note: 'Closed on weekends and US public holidays.',
  },
] as const;

const FAQ = [
  {
    q: 'How quickly will you respond?',
    a: 'We answer every message within 24 hours on business days (Mon-Fri 9AM-6PM PST). Urgent issues marked as such are looked at first.',
  },
  {
    q: 'Which statements can BSP read?',
    a: 'PDF statements and images of statements (PNG, JPEG, TIFF, WebP, HEIC), up to 10 files per upload and 10 MB per file. If your bank’s layout is not read correctly, send us a note — anonymised samples help us most.',
  },
  {
    q: 'Is my financial data safe?',
    a: 'Statements are processed on BSP’s own servers, without third-party AI services. Data is encrypted in transit and at rest, and we never sell personal data.',
  },
  {
    q: 'Can I run BSP on my own servers?',
    a: 'Yes. The on-premise edition runs entirely inside your infrastructure. See the On-Premise page or choose “Partnership” above to talk to us.',
  },
] as const;

function ContactForm() {
  const send = useCreateContactMessage();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, watch, reset, formState } = useForm<FormValues>({
    defaultValues: EMPTY,
  });
  const [name, email, subject, message] = watch(['name', 'email', 'subject', 'message']);
  const complete = [name, email, subject, message].every((v) => (v ?? '').trim() !== '');
  const sending = formState.isSubmitting;

  // Spec §4: the success card shows for 3000 ms, then the emptied form comes back.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      reset(EMPTY);
      setSent(false);
    }, CONTACT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [sent, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!values.subject) return;
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim() || null,
        subject: values.subject,
        message: values.message.trim(),
        priority: values.priority,
      });
      setSent(true);
    } catch (error) {
      // Spec §8: a send failure is only logged; the form stays as it is.
      console.error('contact: message could not be sent', error);
    }
  });

  if (sent) {
    return (
      <Card className="items-center py-14 text-center" role="status" data-testid="contact-success">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <CardContent className="grid gap-2">
          <h3 className="font-semibold text-xl">Message sent</h3>
          <p className="text-muted-foreground text-sm">
            Thank you for reaching out. We will get back to you within 24 hours on business days.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} aria-label="Contact form">
          <p className="text-muted-foreground text-xs">
            Fields marked <span className="text-destructive">*</span> are required.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="contact-name" label="Name" required>
              <Input autoComplete="name" maxLength={200} {...register('name')} />
            </Field>
            <Field id="contact-email" label="Email" required>
              <Input type="email" autoComplete="email" maxLength={254} {...register('email')} />
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="contact-company" label="Company">
              <Input autoComplete="organization" maxLength={200} {...register('company')} />
            </Field>
            <Field id="contact-priority" label="Priority">
              <NativeSelect {...register('priority')}>
                {CONTACT_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {PRIORITY_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field id="contact-subject" label="Subject" required>
            <NativeSelect {...register('subject')}>
              <option value="" disabled>
                Choose a subject
              </option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {SUBJECT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="contact-message" label="Message" required>
            <Textarea rows={6} maxLength={5000} {...register('message')} />
          </Field>
          <div>
            <Button type="submit" disabled={!complete || sending} className="w-full sm:w-auto">
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about BSP, a statement that did not convert, or an on-premise installation — we read every message."
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {CARDS.map(({ icon: Icon, title, lines, note }) => (
              <div key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                </div>
                <div className="grid gap-0.5 text-sm">
                  <h2 className="font-semibold">{title}</h2>
                  {lines.map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  <p className="text-muted-foreground text-xs">{note}</p>
                </div>
              </div>
            ))}
          </div>
          <ContactForm />
        </div>
      </Section>
      <Section id="faq" muted title="Frequently asked questions">
        <Faq items={FAQ} />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {/* Spec: these two final buttons are not linked. */}
          <Button type="button">Start Free Trial</Button>
          <Button type="button" variant="outline">
            View Pricing
          </Button>
        </div>
      </Section>
    </>
  );
}
