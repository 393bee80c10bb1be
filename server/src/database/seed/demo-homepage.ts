import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { ImageCopies } from '../../modules/upload';
import { type FileStorage, PUBLIC_CACHE_CONTROL } from '../../modules/storage';
import { SLIDE_WIDTHS } from '../../modules/slider';

type Texts = [en_us: string, zh_hk: string, zh_cn: string];
const LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'] as const;

interface DemoSlide {
  file: string;
  link: string;
  titles: Texts;
  texts: Texts;
  /** Two colours of the picture's gradient and its accent. */
  colours: [string, string, string];
}

const DEMO_SLIDES: DemoSlide[] = [
  {
    file: 'slide-tea',
    link: '/category/tea-coffee',
    titles: ['Tea season is here', '茶季來了', '茶季来了'],
    texts: ['Leaves, cakes and pots for slow afternoons.', '茶葉、茶餅與茶壺，伴你悠閒午後。', '茶叶、茶饼与茶壶，伴你悠闲午后。'],
    colours: ['#14532d', '#166534', '#bbf7d0'],
  },
  {
    file: 'slide-kitchen',
    link: '/category/kitchen',
    titles: ['Made for everyday cooking', '為日常烹調而設', '为日常烹饪而设'],
    texts: ['Steamers, boards and knives that last.', '經久耐用的蒸籠、砧板與刀具。', '经久耐用的蒸笼、砧板与刀具。'],
    colours: ['#7c2d12', '#9a3412', '#fed7aa'],
  },
];

/** A soft picture for a slide (no words: the caption carries them): a gradient with circles, as SVG. */
function slideSvg([from, to, accent]: DemoSlide['colours'], width: number, height: number): string {
  const r = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.45}" r="${r * 0.32}" fill="${accent}" fill-opacity="0.35"/>
    <circle cx="${width * 0.88}" cy="${height * 0.75}" r="${r * 0.18}" fill="${accent}" fill-opacity="0.25"/>
    <circle cx="${width * 0.62}" cy="${height * 0.2}" r="${r * 0.1}" fill="#ffffff" fill-opacity="0.2"/>
  </svg>`;
}

/** Draws a slide's desktop (1280 x 480) and mobile (640 x 480) pictures into uploads/demo; their public paths. */
async function drawSlide(storage: FileStorage, slide: DemoSlide): Promise<{ image: string; mobile: string }> {
  const draw = async (name: string, width: number, height: number) => {
    const jpeg = await sharp(Buffer.from(slideSvg(slide.colours, width, height)))
      .jpeg({ quality: 80 })
      .toBuffer();
    await storage.put(`uploads/demo/${name}`, jpeg, { contentType: 'image/jpeg', cacheControl: PUBLIC_CACHE_CONTROL });
    return `/uploads/demo/${name}`;
  };
  const image = await draw(`${slide.file}.jpg`, 1280, 480);
  const mobile = await draw(`${slide.file}-mobile.jpg`, 640, 480);
  // The copies the storefront asks for, made now so the first visit's largest paint does not wait for them.
  const copies = new ImageCopies(storage);
  await copies.prepare(image, SLIDE_WIDTHS.image);
  await copies.prepare(mobile, SLIDE_WIDTHS.mobile_image);
  return { image, mobile };
}

/**
 * The demo homepage: a slider of two slides (pictures drawn here, texts in three languages) and two
 * product strips, the new-arrivals category and the featured products, as staff would arrange them in the back office.
 * Runs in the seed's transaction, only for a shop that has neither slides nor sections.
 */
export async function seedDemoHomepage(manager: EntityManager, options: { storage: FileStorage }): Promise<void> {
  const [{ used }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM slide) OR EXISTS (SELECT 1 FROM homepage_section) AS used`);
  if (used) return;
  for (const [order, slide] of DEMO_SLIDES.entries()) {
    const { image, mobile } = await drawSlide(options.storage, slide);
    const [{ id }] = await manager.query(`INSERT INTO slide (enabled, "order", link) VALUES (true, $1, $2) RETURNING id`, [order, slide.link]);
    for (const [i, language] of LANGUAGES.entries()) {
      await manager.query(`INSERT INTO slide_translation (slide_id, language, title, text, image_path, mobile_image_path) VALUES ($1, $2, $3, $4, $5, $6)`, [
        id,
        language,
        slide.titles[i],
        slide.texts[i],
        image,
        mobile,
      ]);
    }
  }
  const sections: [type: string, widget: string | null, data: object, titles: Texts | null][] = [
    ['slider', null, {}, null],
    ['widget', 'category', { url: 'new-arrivals', limit: 8 }, ['New arrivals', '新品上架', '新品上架']],
    ['widget', 'featured', { limit: 4 }, ['Staff picks', '店員推介', '店员推荐']],
  ];
  for (const [position, [type, widget, data, titles]] of sections.entries()) {
    const texts = titles ? Object.fromEntries(LANGUAGES.map((language, i) => [language, titles[i]])) : {};
    await manager.query(`INSERT INTO homepage_section (position, type, widget, data, titles) VALUES ($1, $2, $3, $4, $5)`, [
      position,
      type,
      widget,
      JSON.stringify(data),
      JSON.stringify(texts),
    ]);
  }
}
