import type { EntityManager } from 'typeorm';

type Texts = [en_us: string, zh_hk: string, zh_cn: string];
const LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'] as const;

interface DemoArticle {
  url: string;
  title: Texts;
  summary: Texts;
  content: Texts;
  tags: string[];
  /** Days before the seeding day it was published. */
  daysAgo: number;
}

/** The demo shop's blog: one category (linked from the menu as "Blog") and two articles in three languages. */
const JOURNAL = {
  url: 'journal',
  title: ['Blog', '網誌', '博客'] as Texts,
  description: [
    '<p>Notes from the shop: how we choose, use and care for the things we sell.</p>',
    '<p>店舖筆記：我們如何挑選、使用及保養店內的貨品。</p>',
    '<p>店铺笔记：我们如何挑选、使用及保养店内的商品。</p>',
  ] as Texts,
};

const ARTICLES: DemoArticle[] = [
  {
    url: 'choosing-a-teapot',
    title: ['Choosing a teapot', '如何挑選茶壺', '如何挑选茶壶'],
    summary: ['Clay, porcelain or glass: what each one does to your tea.', '陶、瓷還是玻璃：不同材質如何影響茶味。', '陶、瓷还是玻璃：不同材质如何影响茶味。'],
    content: [
      '<h2>Start with the tea</h2><p>Green and white teas like a thin <strong>porcelain</strong> or <strong>glass</strong> pot that cools quickly. Oolong and dark teas open up in <strong>clay</strong>, which holds the heat.</p><h2>Size matters</h2><ul><li>One or two cups: 150–250 ml</li><li>A table of four: 500 ml or more</li></ul><p>Rinse a new pot with hot water before the first brew.</p>',
      '<h2>先看茶葉</h2><p>綠茶和白茶適合薄身的<strong>瓷壺</strong>或<strong>玻璃壺</strong>，散熱快；烏龍和黑茶則適合保溫的<strong>陶壺</strong>。</p><h2>容量</h2><ul><li>一至兩人：150–250 毫升</li><li>四人同桌：500 毫升或以上</li></ul><p>新壺第一次使用前，先以熱水沖洗。</p>',
      '<h2>先看茶叶</h2><p>绿茶和白茶适合薄身的<strong>瓷壶</strong>或<strong>玻璃壶</strong>，散热快；乌龙和黑茶则适合保温的<strong>陶壶</strong>。</p><h2>容量</h2><ul><li>一至两人：150–250 毫升</li><li>四人同桌：500 毫升或以上</li></ul><p>新壶第一次使用前，先用热水冲洗。</p>',
    ],
    tags: ['tea', 'teapot'],
    daysAgo: 12,
  },
  {
    url: 'caring-for-cast-iron',
    title: ['Caring for cast iron', '鑄鐵鍋的保養', '铸铁锅的保养'],
    summary: ['Three habits that keep a cast iron pan for a lifetime.', '三個好習慣，令鑄鐵鍋用上一輩子。', '三个好习惯，让铸铁锅用上一辈子。'],
    content: [
      '<ol><li><strong>Dry it at once</strong> on a low flame after washing.</li><li><strong>Oil it thinly</strong> while it is still warm.</li><li><strong>Cook with it often</strong>: every meal seasons it a little more.</li></ol><p>Avoid soaking it and the dishwasher.</p>',
      '<ol><li>洗淨後<strong>立即以小火烘乾</strong>。</li><li>趁暖<strong>薄塗一層油</strong>。</li><li><strong>經常使用</strong>：每次煮食都會令鍋面更好。</li></ol><p>避免浸泡及放入洗碗機。</p>',
      '<ol><li>洗净后<strong>立即用小火烘干</strong>。</li><li>趁热<strong>薄涂一层油</strong>。</li><li><strong>经常使用</strong>：每次烹饪都会让锅面更好。</li></ol><p>避免浸泡及放入洗碗机。</p>',
    ],
    tags: ['kitchen', 'care'],
    daysAgo: 4,
  },
];

/** Seeds the demo blog; a shop that already has a blog (seeded again after its admins were removed) keeps its own. */
export async function seedDemoBlog(manager: EntityManager, author: string): Promise<void> {
  const [{ used }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM blog_category) OR EXISTS (SELECT 1 FROM blog_article) AS used`);
  if (used) return;
  const [{ id: categoryId }] = await manager.query(`INSERT INTO blog_category (url, "order") VALUES ($1, 0) RETURNING id`, [JOURNAL.url]);
  for (const [i, language] of LANGUAGES.entries()) {
    await manager.query(`INSERT INTO blog_category_translation (category_id, language, title, description) VALUES ($1, $2, $3, $4)`, [
      categoryId,
      language,
      JOURNAL.title[i],
      JOURNAL.description[i],
    ]);
  }
  for (const article of ARTICLES) {
    const [{ id }] = await manager.query(
      `INSERT INTO blog_article (url, author, publish_at, tags) VALUES ($1, $2, now() - make_interval(days => $3), $4) RETURNING id`,
      [article.url, author, article.daysAgo, article.tags],
    );
    for (const [i, language] of LANGUAGES.entries()) {
      await manager.query(`INSERT INTO blog_article_translation (article_id, language, title, summary, content) VALUES ($1, $2, $3, $4, $5)`, [
        id,
        language,
        article.title[i],
        article.summary[i],
        article.content[i],
      ]);
    }
    await manager.query(`INSERT INTO blog_article_category (article_id, category_id) VALUES ($1, $2)`, [id, categoryId]);
  }
}
