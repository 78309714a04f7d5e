import { APP_NAME } from '@bsp/shared';
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/marketing/blocks';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of terms',
    body: (
      <p>
        By creating an account or using {APP_NAME} you agree to these terms. If you use {APP_NAME}{' '}
        on behalf of an organisation, you confirm you may accept them for it.
      </p>
    ),
  },
  {
    title: 'Description of service',
    body: (
      <p>
        {APP_NAME} converts PDF and image bank statements into structured data such as CSV, and
        provides categorisation, reports and insights based on that data.
      </p>
    ),
  },
  {
    title: 'Eligibility and accounts',
    body: (
      <p>
        You must be at least 18 years old. You are responsible for keeping your password secret and
        for activity under your account; tell us promptly about any unauthorised use.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Upload only documents you are entitled to process.</li>
        <li>Do not attempt to break, overload or reverse-engineer the service.</li>
        <li>Do not use {APP_NAME} for unlawful purposes.</li>
      </ul>
    ),
  },
  {
    title: 'Your data',
    body: (
      <p>
        You keep all rights to the statements you upload and the data extracted from them. You give
        us permission to process them only to provide the service, as described in our{' '}
        <Link
          to={paths.privacyPolicy}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Accuracy of results',
    body: (
      <p>
        {APP_NAME} reconciles extracted transactions against the statement’s own balances and flags
        what it cannot reconcile. Output is provided to assist you; please review it before relying
        on it for tax, legal or accounting decisions.
      </p>
    ),
  },
  {
    title: 'Fees and payment',
    body: (
      <p>
        Paid plans are billed as agreed when you subscribe. We announce any change to fees with 30
        days’ notice. Refund requests are accepted within 30 days of purchase.
      </p>
    ),
  },
  {
    title: 'Intellectual property',
    body: (
      <p>
        The {APP_NAME} software, design and brand belong to us. These terms do not transfer any of
        them to you beyond the right to use the service.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {APP_NAME} is not liable for indirect or consequential losses,
        and our total liability is limited to the fees you paid in the 12 months before the claim.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend accounts that breach these terms.
        After closure, your data is deleted according to the retention periods in our Privacy
        Policy.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will post changes here with a new date and, for material
        changes, notify you by email before they take effect.
      </p>
    ),
  },
];

export function TermsPage() {
  useDocumentTitle('Terms & Conditions');
  return (
    <LegalDocument
      title="Terms & Conditions"
      updated="January 15, 2024"
      intro={<p>These terms govern your use of {APP_NAME}. Please read them carefully.</p>}
      sections={SECTIONS}
      aside={
        <section
          aria-labelledby="key-points"
          className="mb-10 rounded-xl border border-primary/30 bg-primary/5 p-6"
        >
          <h2 id="key-points" className="mb-2 flex items-center gap-2 font-semibold">
            <Scale className="size-5 text-primary" aria-hidden="true" />
            Key points
          </h2>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground text-sm">
            <li>You must be 18 or older to use {APP_NAME}.</li>
            <li>Your statements and their data remain yours.</li>
            <li>Fee changes come with 30 days’ notice; refunds within 30 days of purchase.</li>
            <li>Review results before relying on them for important decisions.</li>
          </ul>
        </section>
      }
    >
      <div className="mt-12 grid gap-4 rounded-xl border bg-muted/40 p-6 text-sm">
        <h2 className="font-semibold">Legal notice</h2>
        <p className="text-muted-foreground">
          These terms are a summary of our commitments and do not replace any separate written
          agreement you sign with us; where they conflict, the signed agreement applies. See also
          our{' '}
          <Link
            to={paths.privacyPolicy}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </LegalDocument>
  );
}
