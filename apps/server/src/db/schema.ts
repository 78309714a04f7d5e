import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type UsersTable = {
  id: string;
  /** Always stored lower-cased and trimmed. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** Current profile picture (row in `media`), null when none. */
  profile_picture_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

/** One login = one session = one refresh-token family. */
export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
};

export type RefreshTokensTable = {
  /** SHA-256 of the token (hex); the token itself is never stored. */
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type AccessTokensTable = {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
};

export type PasswordResetTokensTable = {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  priority: string;
  created_at: Timestamp;
  forwarded_at: Timestamp | null;
};

export type MediaTable = {
  id: string;
  owner_user_id: string | null;
  kind: string;
  content_type: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  bytes: Buffer | Uint8Array;
  created_at: Timestamp;
};

type Json<T> = ColumnType<T, string, string>;
type DateText = string;

export type UploadedFilesTable = {
  id: string;
  user_id: string;
  filename: string;
  /** Decided from the leading bytes: pdf, png, jpeg, tiff, webp, heic. */
  file_type: string;
  byte_size: number;
  sha256: string;
  /** Empty when the file lives in the object store under `storage_key`. */
  bytes: Buffer | Uint8Array;
  /** Object key in the S3-compatible store (FILE_STORE=s3); null → bytes are in the row. */
  storage_key: Generated<string | null>;
  created_at: Timestamp;
};

export type AnalysesTable = {
  id: string;
  user_id: string;
  file_id: string;
  filename: string;
  status: 'queued' | 'processing' | 'done' | 'needs_password' | 'failed';
  error_code: string | null;
  error_message: string | null;
  progress_stage: string | null;
  progress_percent: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  pages: number | null;
  method: string | null;
  warnings: Json<string[]>;
  /** `DocumentFacts` of @bsp/shared (a PDF's own information); null for images. */
  document: ColumnType<unknown | null, string | null | undefined, string | null>;
  /** `ReadingInfo` of @bsp/shared: how the statement was read (0007); null before. */
  reading: ColumnType<unknown | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
};

export type AccountsTable = {
  id: string;
  user_id: string;
  /** Normalised bank + account number + currency: how statements of one account are joined. */
  fingerprint: string;
  bank_name: string | null;
  account_number: string | null;
  account_type: string | null;
  account_holder: string | null;
  currency: string;
  created_at: Timestamp;
};

export type StatementsTable = {
  id: string;
  analysis_id: string;
  user_id: string;
  account_id: string | null;
  /** Order of the statement inside its file (combined statements have several). */
  position: number;
  bank_name: string | null;
  account_holder: string | null;
  account_number: string | null;
  account_type: string | null;
  currency: string;
  period_start: DateText | null;
  period_end: DateText | null;
  /** Minor units. */
  opening_balance: number | null;
  closing_balance: number | null;
  printed_money_in: number | null;
  printed_money_out: number | null;
  confidence: number;
  /** Shape of `statementChecksSchema` in @bsp/shared (issues carry transaction ids). */
  checks: Json<unknown>;
  created_at: Timestamp;
};

export type TransactionsTable = {
  id: string;
  statement_id: string;
  analysis_id: string;
  user_id: string;
  account_id: string | null;
  row_index: number;
  date: DateText | null;
  post_date: DateText | null;
  description: string;
  /** Minor units; negative when money leaves the account holder. */
  amount: number;
  balance: number | null;
  currency: string;
  reference: string | null;
  /** A primary code (FOOD_AND_DRINK) or a user category id; free text typed before 0005. */
  category: string | null;
  merchant: Generated<string | null>;
  merchant_key: Generated<string | null>;
  /** rule, memory, wording, dictionary, model, llm or user (a person's choice: never overwritten). */
  category_source: Generated<string | null>;
  category_confidence: Generated<number | null>;
  category_suggested: ColumnType<boolean, boolean | undefined, boolean>;
  notes: string | null;
  excluded: ColumnType<boolean, boolean | undefined, boolean>;
  confidence: number;
  page: number | null;
  bbox: Json<[number, number, number, number] | null> | null;
  source: 'parser' | 'manual';
  edited: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TransactionAuditTable = {
  id: string;
  transaction_id: string;
  statement_id: string;
  user_id: string;
  action: 'create' | 'update' | 'delete';
  changes: Json<Record<string, { from: unknown; to: unknown }>>;
  created_at: Timestamp;
};

export type AnalysisSecretsTable = {
  analysis_id: string;
  ciphertext: string;
  created_at: Timestamp;
};

/** Pages of a password-protected PDF, rendered during its parse job (0004). */
export type PageImagesTable = {
  analysis_id: string;
  page: number;
  png: Buffer | Uint8Array;
  width_pt: number;
  height_pt: number;
};

/** A user's own category (a bookkeeper's account), mapped onto one primary code (0005). */
export type UserCategoriesTable = {
  id: string;
  user_id: string;
  name: string;
  primary_code: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A user's rule; the lowest position that matches wins. Amount bounds are decimals (0005). */
export type CategoryRulesTable = {
  id: string;
  user_id: string;
  position: number;
  field: 'description' | 'merchant';
  op: 'contains' | 'equals' | 'startsWith' | 'regex';
  value: string;
  sign: 'in' | 'out' | 'any';
  min_amount: string | null;
  max_amount: string | null;
  category: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What a user taught for a merchant; `learn` off is the "don't learn" switch (0005). */
export type MerchantMemoryTable = {
  user_id: string;
  merchant_key: string;
  merchant: string | null;
  category: string | null;
  learn: ColumnType<boolean, boolean | undefined, boolean>;
  agreements: ColumnType<number, number | undefined, number>;
  /** 'user' (corrections) or 'llm' (a local model's answer, decision 029; 0009). */
  source: ColumnType<'user' | 'llm', 'user' | 'llm' | undefined, 'user' | 'llm'>;
  /** A local model's confidence; null for the user's corrections (0009). */
  confidence: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
};

/** A user's layout profile (0007): the profile file of @bsp/shared/layout-profile, without id. */
export type LayoutProfilesTable = {
  id: string;
  user_id: string;
  name: string;
  bank_name: string | null;
  profile: Json<unknown>;
  used_count: ColumnType<number, number | undefined, number>;
  last_used_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** The positioned words of one analysed page (`PageWordsData`), for re-reads without OCR (0007). */
export type AnalysisWordsTable = {
  analysis_id: string;
  page: number;
  words: Json<unknown>;
};

export type RateLimitsTable = {
  key: string;
  count: number;
  expires_at: Timestamp;
};

export type DB = {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  access_tokens: AccessTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  media: MediaTable;
  uploaded_files: UploadedFilesTable;
  analyses: AnalysesTable;
  accounts: AccountsTable;
  statements: StatementsTable;
  transactions: TransactionsTable;
  transaction_audit: TransactionAuditTable;
  analysis_secrets: AnalysisSecretsTable;
  page_images: PageImagesTable;
  user_categories: UserCategoriesTable;
  category_rules: CategoryRulesTable;
  merchant_memory: MerchantMemoryTable;
  layout_profiles: LayoutProfilesTable;
  analysis_words: AnalysisWordsTable;
  rate_limits: RateLimitsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
