import { DataSource, EntityManager } from 'typeorm';
import { createFileStorage } from '../../modules/storage';
import { AppConfig, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../../config/env';
import { dataSourceOptions } from '../data-source-options';
import { hashPassword } from '../../common/passwords';
import { Admin } from '../../modules/account/admin.entity';
import { Role } from '../../modules/role/role.entity';
import { DEFAULT_SETTINGS } from '../../modules/settings/settings.definitions';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoHomepage } from './demo-homepage';

const SUPER_ADMIN_ROLE = 'Super Admin';

export interface SeedResult {
  demoSeeded: boolean;
  adminEmail?: string;
  adminPasswordIsDemoDefault: boolean;
}

/** What every shop needs: settings with defaults and the super admin role (id 1). Idempotent. */
export async function seedBase(manager: EntityManager): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await manager.query(`INSERT INTO setting (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`, [key, JSON.stringify(value)]);
  }
  if (!(await manager.exists(Role, { where: { isSuperAdmin: true } }))) {
    await manager.query(`INSERT INTO role (id, name, permissions, is_super_admin) VALUES (1, $1, '{}', true) ON CONFLICT (id) DO NOTHING`, [SUPER_ADMIN_ROLE]);
    await manager.query(`SELECT setval(pg_get_serial_sequence('role', 'id'), GREATEST((SELECT max(id) FROM role), 1))`);
  }
}

type Titles = [en: string, hk: string, cn: string];

interface DemoMenu {
  type: 'category' | 'page' | 'link' | 'blog_category';
  url: string;
  titles: Titles;
  children?: DemoMenu[];
}

const DEMO_MENUS: DemoMenu[] = [
  { type: 'category', url: 'new-arrivals', titles: ['New Arrivals', '新品上架', '新品上架'] },
  {
    type: 'category',
    url: 'home-living',
    titles: ['Home & Living', '家居生活', '家居生活'],
    children: [
      { type: 'category', url: 'kitchen', titles: ['Kitchen', '廚房用品', '厨房用品'] },
      { type: 'category', url: 'tea-coffee', titles: ['Tea & Coffee', '茶與咖啡', '茶与咖啡'] },
    ],
  },
  { type: 'category', url: 'gifts', titles: ['Gifts', '禮品', '礼品'] },
  { type: 'page', url: 'about-us', titles: ['About Us', '關於我們', '关于我们'] },
  { type: 'blog_category', url: 'journal', titles: ['Blog', '網誌', '博客'] },
];

async function seedMenus(manager: EntityManager, menus: DemoMenu[], parentId: number | null): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    const [{ id }] = await manager.query(`INSERT INTO menu (parent_id, type, url, "order") VALUES ($1, $2, $3, $4) RETURNING id`, [
      parentId,
      menu.type,
      menu.url,
      index + 1,
    ]);
    for (const [i, language] of (['en_us', 'zh_hk', 'zh_cn'] as const).entries()) {
      await manager.query(`INSERT INTO menu_translation (menu_id, language, title, meta_title) VALUES ($1, $2, $3, $3)`, [id, language, menu.titles[i]]);
    }
    if (menu.children) await seedMenus(manager, menu.children, id);
  }
}

/** The demo's static pages: the menu's "About Us" item links to /page/about-us. */
const DEMO_PAGES: { url: string; texts: Record<'en_us' | 'zh_hk' | 'zh_cn', { title: string; content: string }> }[] = [
  {
    url: 'about-us',
    texts: {
      en_us: {
        title: 'About Us',
        content:
          '<h2>Harbour Goods</h2><p>We pick <strong>everyday things made well</strong>: kitchenware, tea and gifts from small makers around the harbour.</p><p>Questions? <a href="/contact-us">Contact us</a>.</p>',
      },
      zh_hk: {
        title: '關於我們',
        content:
          '<h2>海港好物</h2><p>我們挑選<strong>做工用心的日常好物</strong>：來自海港周邊小店的廚具、茶品與禮品。</p><p>有問題？<a href="/contact-us">聯絡我們</a>。</p>',
      },
      zh_cn: {
        title: '关于我们',
        content:
          '<h2>海港好物</h2><p>我们挑选<strong>做工用心的日常好物</strong>：来自海港周边小店的厨具、茶品与礼品。</p><p>有问题？<a href="/contact-us">联系我们</a>。</p>',
      },
    },
  },
];

async function seedPages(manager: EntityManager): Promise<void> {
  for (const page of DEMO_PAGES) {
    const [{ id }] = await manager.query(`INSERT INTO page (url) VALUES ($1) RETURNING id`, [page.url]);
    for (const [language, { title, content }] of Object.entries(page.texts)) {
      await manager.query(`INSERT INTO page_translation (page_id, language, title, content) VALUES ($1, $2, $3, $4)`, [id, language, title, content]);
    }
  }
}

/** A demo shop for an empty database: names in three languages, a menu, a catalogue, an About Us page, a blog and the demo admin. */
async function seedDemo(manager: EntityManager, config: AppConfig): Promise<void> {
  await seedMenus(manager, DEMO_MENUS, null);
  await seedPages(manager);
  // The demo pictures go where every upload goes (STORAGE): the folder, or the bucket the other processes read.
  const storage = createFileStorage(config.files);
  try {
    await seedDemoCatalogue(manager, { storage });
    await seedDemoHomepage(manager, { storage });
  } finally {
    storage.close();
  }
  await seedDemoBlog(manager, 'Demo Admin');
  await manager.query(`UPDATE setting SET value = $1::jsonb WHERE key = 'name'`, [
    JSON.stringify({ en_us: 'Harbour Goods', zh_hk: '海港好物', zh_cn: '海港好物' }),
  ]);
  await manager.insert(Admin, {
    name: 'Demo Admin',
    email: config.seedAdmin.email,
    passwordHash: await hashPassword(config.seedAdmin.password),
    enabled: true,
    roleId: 1,
    language: 'en_us',
  });
}

/** Seeds base data always, and the demo shop when the database has no admin yet. */
export async function seed(url: string, config: AppConfig): Promise<SeedResult> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    return await dataSource.transaction(async (manager) => {
      // One seeder at a time, even with a web and a worker process starting together.
      await manager.query('SELECT pg_advisory_xact_lock(7310002)');
      await seedBase(manager);
      const empty = (await manager.count(Admin)) === 0;
      if (empty) await seedDemo(manager, config);
      return {
        demoSeeded: empty,
        adminEmail: empty ? config.seedAdmin.email : undefined,
        adminPasswordIsDemoDefault: config.seedAdmin.email === DEMO_ADMIN_EMAIL && config.seedAdmin.password === DEMO_ADMIN_PASSWORD,
      };
    });
  } finally {
    await dataSource.destroy();
  }
}
