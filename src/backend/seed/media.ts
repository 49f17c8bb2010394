/**
 * The one list of generated images. The seed builder registers every image it references here, and
 * scripts/generate-media.ts draws exactly this list into public/media, so the two cannot disagree.
 */
export type MediaMotif =
  | 'item'
  | 'item-alt'
  | 'logo'
  | 'cover'
  | 'category'
  | 'brand'
  | 'banner'
  | 'promo'
  | 'campaign'
  | 'icon'
  | 'thumbnail'
  | 'parcel'
  | 'why'
  | 'ad'
  | 'og'
  | 'poster'
  | 'avatar'
  | 'wordmark';

export interface MediaSpec {
  /** Path below public/media, e.g. `items/chicken-shawarma-wrap.webp`. */
  rel: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  color: string;
  motif: MediaMotif;
}

const SIZES: Record<MediaMotif, [number, number]> = {
  item: [600, 600],
  'item-alt': [600, 600],
  logo: [200, 200],
  cover: [1200, 400],
  category: [200, 200],
  brand: [200, 200],
  banner: [1200, 400],
  promo: [1200, 400],
  campaign: [1200, 400],
  icon: [200, 200],
  thumbnail: [400, 400],
  parcel: [200, 200],
  why: [300, 300],
  ad: [1200, 600],
  og: [1200, 630],
  poster: [1200, 675],
  avatar: [200, 200],
  wordmark: [400, 120],
};

export class MediaRegistry {
  private readonly specs = new Map<string, MediaSpec>();

  /** Register an image and return its path below public/media. */
  add(dir: string, name: string, motif: MediaMotif, title: string, color: string, subtitle?: string): string {
    const rel = dir ? `${dir}/${name}.webp` : `${name}.webp`;
    if (!this.specs.has(rel)) {
      const [width, height] = SIZES[motif];
      this.specs.set(rel, { rel, width, height, title, subtitle, color, motif });
    }
    return rel;
  }

  list(): MediaSpec[] {
    return [...this.specs.values()];
  }
}

// the URLs of stored media paths are the API's, not the seed's (the answers use them at run time)
export { mediaName, mediaUrl } from '../services/media';

/** A few palettes so generated images look pleasant and varied. */
export const PALETTE = ['#E76F51', '#2A9D8F', '#E9C46A', '#264653', '#F4A261', '#8AB17D', '#B56576', '#6D597A', '#355070', '#EAAC8B', '#43AA8B', '#577590'];
