/** One of the studio's 800 × 600 photographs (client stories, inspiration samples), fetched as it nears the screen. */
export function StudioPhoto({ src, alt, className }: { src: string; alt: string; className: string }) {
  return (
    <img src={src} alt={alt} width={800} height={600} loading="lazy" decoding="async" className={className} />
  );
}
