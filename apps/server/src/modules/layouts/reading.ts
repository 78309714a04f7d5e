/**
 * How an analysis was read (`analyses.reading`, a `ReadingInfo` of @bsp/shared), as the report
 * names it. The column is null for analyses parsed before layout profiles existed.
 */
import {
  type AnalysisReading,
  type LayoutFingerprint,
  type LayoutInstructions,
  layoutFingerprintSchema,
  layoutInstructionsSchema,
  type ReadingInfo,
} from '@bsp/shared';
import { bareFingerprint, DEFAULT_INSTRUCTIONS } from './defaults.ts';

/** The stored jsonb value as a ReadingInfo, or null when there is none (or it is not one). */
export function storedReading(value: unknown): ReadingInfo | null {
  if (value === null || typeof value !== 'object') return null;
  const reading = value as Partial<ReadingInfo>;
  if (!reading.fingerprint || typeof reading.fingerprint !== 'object') return null;
  return {
    instructions: reading.instructions ?? null,
    fingerprint: reading.fingerprint,
    profile: reading.profile ?? null,
    note: reading.note ?? null,
  };
}

/** The report's view: the profile it was read with (if any) and the reader's note. */
export function toAnalysisReading(value: unknown): AnalysisReading {
  const reading = storedReading(value);
  const profile = reading?.profile ?? null;
  return {
    profile: profile
      ? { id: profile.id ?? null, name: profile.name, created_at: profile.createdAt }
      : null,
    note: reading?.note ?? null,
  };
}

/**
 * The reading's instructions when they are valid ones (a reading that found no money column
 * gives instructions a person could not save as they are), else the default layout.
 */
export function startingInstructions(reading: ReadingInfo | null): LayoutInstructions {
  const parsed = layoutInstructionsSchema.safeParse(reading?.instructions);
  return parsed.success ? parsed.data : DEFAULT_INSTRUCTIONS;
}

/** The reading's fingerprint when it fits the profile format, else one of the bank name only. */
export function usableFingerprint(
  fingerprint: unknown,
  bankName: string | null,
): LayoutFingerprint {
  const parsed = layoutFingerprintSchema.safeParse(fingerprint);
  return parsed.success ? parsed.data : bareFingerprint(bankName);
}
