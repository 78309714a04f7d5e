import { APP_NAME } from '@bsp/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/marketing/blocks';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>Account details: your name, email address and, if you add one, a profile picture.</li>
          <li>Documents you upload: bank statements and the data extracted from them.</li>
          <li>Messages you send us through the contact form.</li>
          <li>
            Technical data: IP address, browser type and logs needed for security and debugging.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How we use your information',
    body: (
      <p>
        We use your information to provide the service — converting statements, producing reports,
        keeping you signed in, answering your messages and sending account emails such as password
        resets. We do not use your statements to advertise to you.
      </p>
    ),
  },
  {
    title: 'How statements are processed',
    body: (
      <p>
        Statements are processed on {APP_NAME}’s own servers (or on yours, for on-premise
        installations). We do not send your documents or their contents to third-party AI services.
      </p>
    ),
  },
  {
    title: 'Sharing of information',
    body: (
      <p>
        We never sell personal data. We share it only with service providers that help us operate
        (for example hosting or email delivery) under contracts that limit their use of it, or when
        the law requires us to.
      </p>
    ),
  },
  {
    title: 'Data security',
    body: (
      <p>
        Data is encrypted in transit (TLS) and at rest (AES-256). Passwords are stored only as
        strong one-way hashes. Access to production systems is restricted and logged.
      </p>
    ),
  },
  {
    title: 'Data retention',
    body: (
      <p>
        Financial data is retained from 30 days to 1 year depending on your plan, after which it is
        deleted. You can delete statements and reports sooner at any time. Account details are kept
        while your account is open.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You may access, correct, export or delete your personal data, and object to or restrict
        certain processing. Contact us to exercise these rights; we answer within 30 days.
      </p>
    ),
  },
  {
    title: 'Cookies and local storage',
    body: (
      <p>
        We do not use advertising or tracking cookies. The app stores your session in your browser’s
        local storage and remembers whether the sidebar is open in a cookie named sidebar_state for
        7 days.
      </p>
    ),
  },
  {
    title: 'Children’s privacy',
    body: (
      <p>
        {APP_NAME} is not intended for anyone under 18, and we do not knowingly collect data from
        children.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change on this page and update the date above. Significant changes will
        also be announced by email.
      </p>
    ),
  },
];

export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="January 15, 2024"
      intro={
        <p>
          This policy explains what information {APP_NAME} collects, how we use it and the choices
          you have. Read it with our{' '}
          <Link
            to={paths.termsConditions}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            Terms &amp; Conditions
          </Link>
          .
        </p>
      }
      sections={SECTIONS}
    >
      <div className="mt-12 grid gap-6">
        <section
          aria-labelledby="security-commitment"
          className="flex gap-4 rounded-xl border border-primary/30 bg-primary/5 p-6"
        >
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-2">
            <h2 id="security-commitment" className="font-semibold">
              Our security commitment
            </h2>
            <ul className="grid list-disc gap-1 pl-5 text-muted-foreground text-sm">
              <li>AES-256 encryption for data at rest, TLS in transit.</li>
              <li>Controls designed to the SOC 2 Type II standard.</li>
              <li>We never sell your personal data.</li>
            </ul>
          </div>
        </section>
        <section aria-labelledby="privacy-contact" className="rounded-xl border bg-muted/40 p-6">
          <h2 id="privacy-contact" className="mb-2 font-semibold">
            Contact us about privacy
          </h2>
          <p className="text-muted-foreground text-sm">
            Questions or requests about your data? Use the{' '}
            <Link
              to={paths.contactUs}
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              contact form
            </Link>{' '}
            and choose “General inquiry”. Learn more{' '}
            <Link
              to={paths.aboutUs}
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              about us
            </Link>
            .
          </p>
        </section>
      </div>
    </LegalDocument>
  );
}
