import { MAX_FILE_SIZE, MAX_FILES } from '@bsp/shared';
import { Camera, FolderOpen, UploadCloud } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { ACCEPT_ATTRIBUTE } from '../../analyses/lib/file-checks';

const ACCEPTED = ['PDF', 'PNG', 'JPEG', 'TIFF', 'WebP', 'HEIC'];

/** Drop area with "Choose files" and, on phones, "Take a photo"; hands every file to `onFiles`. */
export function Dropzone({ onFiles }: { onFiles: (files: FileList | null) => void }) {
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const maxMb = MAX_FILE_SIZE / (1024 * 1024);
  return (
    <section
      aria-label="Add statement files"
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:px-6 sm:py-14',
        dragging ? 'border-primary bg-primary/5' : 'bg-muted/30',
      )}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFiles(e.dataTransfer.files);
      }}
      data-testid="dropzone"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-primary/10">
        <UploadCloud className="size-6 text-primary" aria-hidden="true" />
      </div>
      <div className="grid max-w-lg gap-1.5">
        <h2 className="font-semibold text-lg">Drop statements here</h2>
        <p className="text-muted-foreground text-sm" id="upload-hint">
          Up to {MAX_FILES} files at a time, {maxMb} MB each: {ACCEPTED.join(', ')}.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          onClick={() => fileInput.current?.click()}
          aria-describedby="upload-hint"
        >
          <FolderOpen aria-hidden="true" />
          Choose files
        </Button>
        <Button
          type="button"
          variant="outline"
          className="md:hidden"
          onClick={() => cameraInput.current?.click()}
        >
          <Camera aria-hidden="true" />
          Take a photo
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-label="Statement files"
        data-testid="file-input"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Take a photo of a statement"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </section>
  );
}
