import { useState } from 'react';
import { Play, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { videoThumbnailUrl } from '@/lib/dog-format';

/** 'A Day with {dog}' (product §2): a thumbnail with a play button; the video plays in place. */
export function VideoTeaser({ dogName, videoUrl }: { dogName: string; videoUrl: string }) {
  const [playing, setPlaying] = useState(false);
  const title = `A Day with ${dogName}`;
  return (
    <section aria-label={title} className="w-full overflow-hidden rounded-3xl border bg-card shadow-soft">
      <div className="relative aspect-video bg-brand-50">
        {playing ? (
          <>
            <video src={videoUrl} controls autoPlay playsInline className="size-full bg-black object-contain">
              <track kind="captions" />
            </video>
            <Button
              variant="secondary"
              size="icon"
              className="absolute right-2 top-2 shadow-soft"
              aria-label="Close video"
              onClick={() => setPlaying(false)}
            >
              <X aria-hidden="true" />
            </Button>
          </>
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group relative block size-full focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <img src={videoThumbnailUrl(videoUrl)} alt="" className="size-full object-cover" loading="lazy" />
            <span className="absolute inset-0 flex items-center justify-center bg-foreground/20">
              <span className="flex size-16 items-center justify-center rounded-full bg-card/95 text-brand-700 shadow-lift transition-transform group-hover:scale-105">
                <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
              </span>
            </span>
            <span className="sr-only">Play {title}</span>
          </button>
        )}
      </div>
      <p className="px-4 py-3 font-extrabold">{title}</p>
    </section>
  );
}
