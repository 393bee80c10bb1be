/**
 * The demo shop's catalogue as data: warehouses, option attributes, brands and about forty products
 * with text in English, traditional (Hong Kong) and simplified Chinese. Prices are minor units of HKD.
 * scripts/demo-images.mjs reads `image` of each product to draw server/assets/demo/<url>-<n>.png.
 */

export type Texts = [en_us: string, zh_hk: string, zh_cn: string];

export type ColourKey = 'red' | 'black' | 'white' | 'celadon' | 'natural';
export type SizeKey = 'S' | 'M' | 'L' | 'XL';
export type Care = 'tea' | 'coffee' | 'ceramic' | 'glass' | 'wood' | 'metal' | 'textile' | 'gift';
export type Motif = 'tin' | 'cake' | 'bag' | 'cup' | 'pot' | 'board' | 'pan' | 'bowl' | 'steamer' | 'knife' | 'sticks' | 'box' | 'candle' | 'coaster';

export interface DemoProduct {
  url: string;
  sku: string;
  brand: string | null;
  /** Menu urls of category items (one or two). */
  categories: string[];
  name: Texts;
  blurb: Texts;
  care: Care;
  /** One price for every stock, or a price per size (the sizes the product comes in). */
  price: number | Partial<Record<SizeKey, number>>;
  colours?: ColourKey[];
  /** Special price as a percentage of the price (rounded to whole dollars), or one special price in cents. */
  sale?: { percent: number } | { price: number };
  /** Stocks with nothing in either warehouse, as "<colour>-<size>" (or just the one key). */
  soldOut?: string[];
  isNew?: boolean;
  featured?: boolean;
  hot?: boolean;
  hidden?: boolean;
  image: { colour: string; motif: Motif; count: 1 | 2 };
}

export const DEMO_WAREHOUSES = [
  { name: 'Kwun Tong Warehouse', address: 'Unit 8, 12/F, Kwun Tong Industrial Centre, 472-484 Kwun Tong Road, Kwun Tong, Kowloon' },
  { name: 'Central Shop', address: 'G/F, 28 Gage Street, Central, Hong Kong' },
];

export const DEMO_COLOURS: Record<ColourKey, { code: string; names: Texts }> = {
  red: { code: 'RED', names: ['Red', '紅色', '红色'] },
  black: { code: 'BLK', names: ['Black', '黑色', '黑色'] },
  white: { code: 'WHT', names: ['White', '白色', '白色'] },
  celadon: { code: 'CEL', names: ['Celadon', '青瓷綠', '青瓷绿'] },
  natural: { code: 'NAT', names: ['Natural', '原木色', '原木色'] },
};

export const DEMO_SIZES: Record<SizeKey, { code: string; names: Texts }> = {
  S: { code: 'S', names: ['Small', '細碼', '小号'] },
  M: { code: 'M', names: ['Medium', '中碼', '中号'] },
  L: { code: 'L', names: ['Large', '大碼', '大号'] },
  XL: { code: 'XL', names: ['Extra Large', '加大碼', '特大号'] },
};

export const DEMO_ATTRIBUTE_NAMES: { colour: Texts; size: Texts } = {
  colour: ['Colour', '顏色', '颜色'],
  size: ['Size', '尺寸', '尺寸'],
};

export const DEMO_BRANDS: { url: string; title: Texts; short: Texts }[] = [
  {
    url: 'lam-kee-tea',
    title: ['Lam Kee Tea House', '林記茶莊', '林记茶庄'],
    short: [
      'Family tea merchants in Sheung Wan since 1962, roasting oolong in small batches.',
      '自1962年起在上環經營的家族茶莊，小批量焙製烏龍茶。',
      '自1962年起在上环经营的家族茶庄，小批量焙制乌龙茶。',
    ],
  },
  {
    url: 'shek-o-pottery',
    title: ['Shek O Pottery', '石澳陶房', '石澳陶房'],
    short: [
      'A small studio by the sea making wheel-thrown teaware and tableware.',
      '海邊小工作室，以拉坯手作茶具與餐具。',
      '海边小工作室，以拉坯手作茶具与餐具。',
    ],
  },
  {
    url: 'harbour-kitchen',
    title: ['Harbour Kitchen Co.', '海港廚房', '海港厨房'],
    short: [
      'Everyday cookware chosen for Hong Kong home kitchens: woks, steamers and knives that last.',
      '為香港家居廚房挑選的日常廚具：經久耐用的炒鑊、蒸籠和菜刀。',
      '为香港家居厨房挑选的日常厨具：经久耐用的炒锅、蒸笼和菜刀。',
    ],
  },
  {
    url: 'mountain-oak',
    title: ['Mountain Oak Woodworks', '山橡木作', '山橡木作'],
    short: [
      'Boards, trays and utensils cut from responsibly sourced hardwood and finished by hand.',
      '以可持續來源的硬木製作砧板、托盤和餐具，全人手打磨。',
      '以可持续来源的硬木制作砧板、托盘和餐具，全手工打磨。',
    ],
  },
  {
    url: 'lantern-co',
    title: ['Lantern & Co.', '燈籠雜貨', '灯笼杂货'],
    short: ['Gift boxes and seasonal treats, wrapped the Hong Kong way.', '港式包裝的禮盒與節日小物。', '港式包装的礼盒与节日小物。'],
  },
];

/** A closing paragraph for each kind of product. */
export const DEMO_CARE: Record<Care, Texts> = {
  tea: [
    'Keep sealed in a cool, dry place away from light and strong smells.',
    '請密封存放於陰涼乾爽處，避免陽光直射及異味。',
    '请密封存放于阴凉干爽处，避免阳光直射及异味。',
  ],
  coffee: [
    'Roasted in small batches in Kwun Tong; best within six weeks of the roast date.',
    '於觀塘小批量烘焙，烘焙日期起六星期內飲用最佳。',
    '于观塘小批量烘焙，烘焙日期起六周内饮用最佳。',
  ],
  ceramic: [
    'Made by hand, so colour and texture vary a little from piece to piece. Rinse with warm water after use.',
    '全人手製作，每件顏色和質感略有不同。用後以溫水沖洗即可。',
    '全手工制作，每件颜色和质感略有不同。用后以温水冲洗即可。',
  ],
  glass: ['Heat-resistant to 150 °C; do not put it on a direct flame.', '耐熱達150°C，請勿直接明火加熱。', '耐热达150°C，请勿直接明火加热。'],
  wood: [
    'Hand-wash only and dry upright; oil it now and then to keep the wood from drying out.',
    '請以手洗並直立晾乾；不時上油保養，防止木材乾裂。',
    '请手洗并直立晾干；不时上油保养，防止木材干裂。',
  ],
  metal: ['Dry straight after washing and wipe with a little oil to prevent rust.', '清洗後立即抹乾，並塗上薄油防鏽。', '清洗后立即擦干，并涂上薄油防锈。'],
  textile: ['Machine wash at 30 °C; it softens with every wash.', '可用30°C機洗，越洗越柔軟。', '可用30°C机洗，越洗越柔软。'],
  gift: [
    'Gift-wrapped with a handwritten card on request; delivered across Hong Kong in 2-3 working days.',
    '可代寫心意卡並包裝；香港各區2至3個工作天送達。',
    '可代写心意卡并包装；香港各区2至3个工作日送达。',
  ],
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Tea and coffee
  {
    url: 'tieguanyin-oolong-tea',
    sku: 'LK-TGY',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Anxi Tieguanyin Oolong Tea', '安溪鐵觀音烏龍茶', '安溪铁观音乌龙茶'],
    blurb: [
      'Charcoal-roasted Anxi Tieguanyin with an orchid aroma and a long, sweet finish.',
      '炭焙安溪鐵觀音，蘭花香氣馥郁，回甘悠長。',
      '炭焙安溪铁观音，兰花香气馥郁，回甘悠长。',
    ],
    price: { S: 8800, M: 15800, L: 28800 },
    featured: true,
    hot: true,
    image: { colour: '#3f6b3a', motif: 'tin', count: 2 },
  },
  {
    url: 'aged-puer-tea-cake',
    sku: 'LK-PUER-2012',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee', 'gifts'],
    care: 'tea',
    name: ["2012 Aged Pu'er Tea Cake (357 g)", '2012年陳年普洱茶餅（357克）', '2012年陈年普洱茶饼（357克）'],
    blurb: [
      "A ripe pu'er pressed in 2012 and stored in Hong Kong: earthy, smooth and mellow.",
      '2012年壓製的熟普洱，香港倉儲存，醇厚順滑，帶陳香。',
      '2012年压制的熟普洱，香港仓储存，醇厚顺滑，带陈香。',
    ],
    price: 36800,
    sale: { price: 32800 },
    image: { colour: '#6b3b1f', motif: 'cake', count: 2 },
  },
  {
    url: 'jasmine-green-tea',
    sku: 'LK-JASMINE',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Jasmine Green Tea', '茉莉花綠茶', '茉莉花绿茶'],
    blurb: [
      'Green tea scented seven times with fresh jasmine blossoms from Fujian.',
      '以福建新鮮茉莉花七次窨製的綠茶，花香清雅。',
      '以福建新鲜茉莉花七次窨制的绿茶，花香清雅。',
    ],
    price: { S: 6800, M: 11800, L: 19800 },
    image: { colour: '#7fae5a', motif: 'tin', count: 1 },
  },
  {
    url: 'west-lake-longjing-tea',
    sku: 'LK-LONGJING',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee', 'new-arrivals'],
    care: 'tea',
    name: ['West Lake Longjing Green Tea', '西湖龍井綠茶', '西湖龙井绿茶'],
    blurb: [
      'Pan-fired spring Longjing with flat, jade-green leaves and a toasted chestnut note.',
      '明前春茶手工炒製，茶葉扁平翠綠，帶炒栗香。',
      '明前春茶手工炒制，茶叶扁平翠绿，带炒栗香。',
    ],
    price: { S: 12800, M: 22800 },
    sale: { percent: 90 },
    isNew: true,
    image: { colour: '#9bbf4a', motif: 'tin', count: 2 },
  },
  {
    url: 'hong-kong-milk-tea-blend',
    sku: 'LK-MILKTEA',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Hong Kong Milk Tea Blend', '港式奶茶茶葉', '港式奶茶茶叶'],
    blurb: [
      'A strong blend of Ceylon teas for silky Hong Kong style milk tea at home.',
      '多款錫蘭紅茶拼配，在家也能沖出香滑港式奶茶。',
      '多款锡兰红茶拼配，在家也能冲出香滑港式奶茶。',
    ],
    price: { S: 5800, L: 9800 },
    hot: true,
    image: { colour: '#b5651d', motif: 'bag', count: 2 },
  },
  {
    url: 'hangzhou-chrysanthemum-tea',
    sku: 'LK-CHRYS',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Hangzhou Chrysanthemum Tea', '杭白菊花茶', '杭白菊花茶'],
    blurb: [
      'Whole dried chrysanthemum flowers, naturally sweet and caffeine-free.',
      '原朵杭白菊，味道清甜，不含咖啡因。',
      '原朵杭白菊，味道清甜，不含咖啡因。',
    ],
    price: 4800,
    image: { colour: '#e0b93a', motif: 'tin', count: 1 },
  },
  {
    url: 'lapsang-souchong-black-tea',
    sku: 'LK-LAPSANG',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Lapsang Souchong Black Tea', '正山小種紅茶', '正山小种红茶'],
    blurb: [
      'Pine-smoked black tea from the Wuyi mountains with notes of longan and dried fruit.',
      '武夷山松煙燻製紅茶，帶桂圓乾果香。',
      '武夷山松烟熏制红茶，带桂圆干果香。',
    ],
    price: { S: 7800, M: 13800 },
    image: { colour: '#7a2e1e', motif: 'tin', count: 1 },
  },
  {
    url: 'shou-mei-white-tea',
    sku: 'LK-SHOUMEI',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'tea',
    name: ['Shou Mei White Tea', '壽眉白茶', '寿眉白茶'],
    blurb: [
      'Sun-dried Fuding white tea, light and honeyed; a classic with dim sum.',
      '福鼎日曬白茶，清淡帶蜜香，是飲茶點心的經典配搭。',
      '福鼎日晒白茶，清淡带蜜香，是饮茶点心的经典搭配。',
    ],
    price: { S: 5800, M: 9800, L: 16800 },
    soldOut: ['L'],
    image: { colour: '#b8a46a', motif: 'cake', count: 1 },
  },
  {
    url: 'yunnan-coffee-beans',
    sku: 'HG-YUNNAN',
    brand: null,
    categories: ['tea-coffee', 'new-arrivals'],
    care: 'coffee',
    name: ['Yunnan Single Origin Coffee Beans', '雲南單品咖啡豆', '云南单品咖啡豆'],
    blurb: [
      "Medium-roasted arabica from Pu'er, Yunnan, with brown sugar and citrus notes.",
      '雲南普洱阿拉比卡咖啡豆，中度烘焙，帶黑糖與柑橘風味。',
      '云南普洱阿拉比卡咖啡豆，中度烘焙，带黑糖与柑橘风味。',
    ],
    price: { S: 11800, M: 19800 },
    isNew: true,
    image: { colour: '#4a2c1a', motif: 'bag', count: 2 },
  },
  {
    url: 'drip-coffee-bags',
    sku: 'HG-DRIP-10',
    brand: null,
    categories: ['tea-coffee'],
    care: 'coffee',
    name: ['Drip Coffee Bags (10 pack)', '掛耳咖啡（10包裝）', '挂耳咖啡（10包装）'],
    blurb: [
      'Freshly ground single-cup drip bags: hang one on a cup, pour and enjoy in three minutes.',
      '新鮮研磨的掛耳咖啡，掛在杯上注水，三分鐘即可享用。',
      '新鲜研磨的挂耳咖啡，挂在杯上注水，三分钟即可享用。',
    ],
    price: 7800,
    hot: true,
    image: { colour: '#8b5a2b', motif: 'bag', count: 1 },
  },

  // Teaware
  {
    url: 'celadon-gaiwan',
    sku: 'SO-GAIWAN',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee'],
    care: 'ceramic',
    name: ['Celadon Gaiwan (150 ml)', '青瓷蓋碗（150毫升）', '青瓷盖碗（150毫升）'],
    blurb: [
      'A lidded tea bowl with a soft celadon glaze, sized for gongfu brewing.',
      '柔和青瓷釉色的蓋碗，容量適合功夫茶沖泡。',
      '柔和青瓷釉色的盖碗，容量适合功夫茶冲泡。',
    ],
    price: 16800,
    colours: ['celadon', 'white'],
    featured: true,
    image: { colour: '#7fb09a', motif: 'cup', count: 2 },
  },
  {
    url: 'yixing-clay-teapot',
    sku: 'SO-YIXING',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee', 'gifts'],
    care: 'ceramic',
    name: ['Yixing Clay Teapot', '宜興紫砂壺', '宜兴紫砂壶'],
    blurb: [
      'A hand-built zisha teapot that seasons with every brew; best kept for one kind of tea.',
      '手工紫砂壺，越泡越潤，宜一壺一茶。',
      '手工紫砂壶，越泡越润，宜一壶一茶。',
    ],
    price: 48800,
    colours: ['red', 'black'],
    featured: true,
    image: { colour: '#8b3a2a', motif: 'pot', count: 2 },
  },
  {
    url: 'glass-fairness-pitcher',
    sku: 'SO-PITCHER',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee'],
    care: 'glass',
    name: ['Glass Fairness Pitcher', '玻璃公道杯', '玻璃公道杯'],
    blurb: [
      'A borosilicate glass pitcher, so that every cup pours at the same strength.',
      '耐熱高硼硅玻璃公道杯，讓每杯茶濃淡一致。',
      '耐热高硼硅玻璃公道杯，让每杯茶浓淡一致。',
    ],
    price: { S: 9800, M: 12800 },
    image: { colour: '#5fa3bf', motif: 'cup', count: 1 },
  },
  {
    url: 'hand-painted-teacup-set',
    sku: 'SO-CUPSET',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee', 'gifts'],
    care: 'ceramic',
    name: ['Hand-painted Teacup Set (4 cups)', '手繪茶杯套裝（4隻）', '手绘茶杯套装（4只）'],
    blurb: [
      'Four small cups painted by hand with plum blossoms, each one a little different.',
      '四隻人手繪製梅花的小茶杯，每隻略有不同。',
      '四只手工绘制梅花的小茶杯，每只略有不同。',
    ],
    price: 22800,
    colours: ['red', 'celadon', 'white'],
    sale: { percent: 80 },
    image: { colour: '#c8463c', motif: 'cup', count: 2 },
  },
  {
    url: 'bamboo-tea-tray',
    sku: 'MO-TEATRAY',
    brand: 'mountain-oak',
    categories: ['tea-coffee'],
    care: 'wood',
    name: ['Bamboo Tea Tray', '竹製茶盤', '竹制茶盘'],
    blurb: [
      'A slatted bamboo tray with a hidden drip drawer for gongfu tea sessions.',
      '條紋竹茶盤，內藏接水抽屜，適合功夫茶。',
      '条纹竹茶盘，内藏接水抽屉，适合功夫茶。',
    ],
    price: { M: 26800, L: 38800 },
    image: { colour: '#c8a165', motif: 'board', count: 1 },
  },
  {
    url: 'cast-iron-tea-kettle',
    sku: 'HK-KETTLE',
    brand: 'harbour-kitchen',
    categories: ['tea-coffee', 'kitchen'],
    care: 'metal',
    name: ['Cast Iron Tea Kettle (1.2 L)', '鑄鐵茶壺（1.2升）', '铸铁茶壶（1.2升）'],
    blurb: [
      'Enamel-lined cast iron that holds its heat and softens the water for tea.',
      '內搪瓷鑄鐵壺，保溫持久，煮出的水更柔和。',
      '内搪瓷铸铁壶，保温持久，煮出的水更柔和。',
    ],
    price: 58800,
    colours: ['black', 'red'],
    sale: { percent: 88 },
    image: { colour: '#37474f', motif: 'pot', count: 2 },
  },
  {
    url: 'travel-tea-set',
    sku: 'SO-TRAVEL',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee', 'new-arrivals'],
    care: 'ceramic',
    name: ['Travel Tea Set', '便攜旅行茶具', '便携旅行茶具'],
    blurb: [
      'A pot and two cups that pack into a padded case, made for hikes and hotel rooms.',
      '一壺兩杯收納於軟墊茶具包，行山或出差都方便。',
      '一壶两杯收纳于软垫茶具包，远足或出差都方便。',
    ],
    price: 32800,
    colours: ['black', 'white'],
    isNew: true,
    image: { colour: '#34495e', motif: 'pot', count: 1 },
  },
  {
    url: 'tin-tea-canister',
    sku: 'LK-CANISTER',
    brand: 'lam-kee-tea',
    categories: ['tea-coffee'],
    care: 'metal',
    name: ['Tin Tea Canister', '錫製茶葉罐', '锡制茶叶罐'],
    blurb: [
      'A double-lidded tin canister that keeps tea airtight, dark and fresh.',
      '雙蓋錫罐，密封避光，茶葉長保新鮮。',
      '双盖锡罐，密封避光，茶叶长保新鲜。',
    ],
    price: { S: 16800, M: 22800, L: 29800 },
    image: { colour: '#8e9196', motif: 'tin', count: 1 },
  },
  {
    url: 'ceramic-pour-over-dripper',
    sku: 'SO-DRIPPER',
    brand: 'shek-o-pottery',
    categories: ['tea-coffee', 'new-arrivals'],
    care: 'ceramic',
    name: ['Ceramic Pour-over Dripper', '陶瓷手沖濾杯', '陶瓷手冲滤杯'],
    blurb: [
      'A ribbed ceramic dripper for one or two cups that fits standard paper filters.',
      '內有導流坑紋的陶瓷濾杯，一至兩杯份量，適用標準濾紙。',
      '内有导流坑纹的陶瓷滤杯，一至两杯份量，适用标准滤纸。',
    ],
    price: 19800,
    colours: ['white', 'black', 'celadon'],
    isNew: true,
    image: { colour: '#c9b8a0', motif: 'cup', count: 1 },
  },
  {
    url: 'stoneware-mug',
    sku: 'SO-MUG',
    brand: 'shek-o-pottery',
    categories: ['kitchen'],
    care: 'ceramic',
    name: ['Stoneware Mug', '粗陶馬克杯', '粗陶马克杯'],
    blurb: [
      'A speckled stoneware mug with a generous handle, glazed inside and out.',
      '帶斑點的粗陶馬克杯，手柄寬厚，內外上釉。',
      '带斑点的粗陶马克杯，手柄宽厚，内外上釉。',
    ],
    price: { M: 12800, L: 14800 },
    colours: ['red', 'black', 'white'],
    soldOut: ['red-L'],
    hot: true,
    image: { colour: '#b0413e', motif: 'cup', count: 2 },
  },

  // Kitchen
  {
    url: 'apple-wood-chopping-board',
    sku: 'MO-APPLE',
    brand: 'mountain-oak',
    categories: ['kitchen', 'new-arrivals'],
    care: 'wood',
    name: ['Apple Wood Chopping Board', '蘋果木砧板', '苹果木砧板'],
    blurb: [
      'End-grain apple wood that is kind to knife edges, finished with food-safe oil.',
      '蘋果木端面紋理，不易傷刀口，以食用級木油打磨。',
      '苹果木端面纹理，不易伤刀口，以食用级木油打磨。',
    ],
    price: { S: 18800, M: 26800, L: 36800 },
    featured: true,
    isNew: true,
    image: { colour: '#c68642', motif: 'board', count: 2 },
  },
  {
    url: 'walnut-serving-tray',
    sku: 'MO-WALNUT',
    brand: 'mountain-oak',
    categories: ['kitchen', 'gifts'],
    care: 'wood',
    name: ['Walnut Serving Tray', '胡桃木托盤', '胡桃木托盘'],
    blurb: [
      'A solid black walnut tray with carved handles, for tea, snacks or breakfast in bed.',
      '實心黑胡桃木托盤，兩側刻有把手，奉茶、小食皆宜。',
      '实心黑胡桃木托盘，两侧刻有把手，奉茶、小食皆宜。',
    ],
    price: { M: 32800, L: 42800 },
    image: { colour: '#5c3a21', motif: 'board', count: 1 },
  },
  {
    url: 'carbon-steel-wok',
    sku: 'HK-WOK',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'metal',
    name: ['Carbon Steel Wok', '碳鋼炒鑊', '碳钢炒锅'],
    blurb: [
      'A hand-hammered carbon steel wok with a wooden handle that seasons to a natural non-stick finish.',
      '人手鎚打碳鋼鑊，配木柄，越用越不黐。',
      '手工锤打碳钢锅，配木柄，越用越不粘。',
    ],
    price: { M: 36800, L: 42800 },
    hot: true,
    image: { colour: '#3b3b3b', motif: 'pan', count: 2 },
  },
  {
    url: 'bamboo-steamer-basket',
    sku: 'HK-STEAMER',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'wood',
    name: ['Bamboo Steamer Basket (2 tiers)', '竹蒸籠（兩層）', '竹蒸笼（两层）'],
    blurb: [
      'Two tiers and a lid of woven bamboo for dim sum, buns and whole fish.',
      '竹編兩層蒸籠連蓋，蒸點心、包子、魚都合適。',
      '竹编两层蒸笼连盖，蒸点心、包子、鱼都合适。',
    ],
    price: { S: 12800, M: 16800, L: 21800 },
    image: { colour: '#d9b26f', motif: 'steamer', count: 1 },
  },
  {
    url: 'chinese-chefs-knife',
    sku: 'HK-CLEAVER',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'metal',
    name: ["Chinese Chef's Knife", '中式菜刀', '中式菜刀'],
    blurb: [
      'A balanced stainless steel cleaver for slicing, chopping and carrying food to the wok.',
      '平衡度佳的不鏽鋼菜刀，切片、剁碎、鏟起食材一刀搞定。',
      '平衡度佳的不锈钢菜刀，切片、剁碎、铲起食材一刀搞定。',
    ],
    price: 42800,
    image: { colour: '#78868f', motif: 'knife', count: 1 },
  },
  {
    url: 'enamel-rice-bowl',
    sku: 'HK-ENAMEL',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'ceramic',
    name: ['Enamel Rice Bowl', '琺瑯飯碗', '珐琅饭碗'],
    blurb: ['A retro enamel bowl with a rolled rim, light and hard to break.', '懷舊琺瑯碗，捲邊設計，輕巧耐摔。', '怀旧珐琅碗，卷边设计，轻巧耐摔。'],
    price: 6800,
    colours: ['white', 'red', 'celadon', 'black'],
    image: { colour: '#4f8a8b', motif: 'bowl', count: 2 },
  },
  {
    url: 'wooden-chopsticks',
    sku: 'MO-CHOPSTICKS',
    brand: 'mountain-oak',
    categories: ['kitchen'],
    care: 'wood',
    name: ['Wooden Chopsticks (5 pairs)', '原木筷子（5對裝）', '原木筷子（5对装）'],
    blurb: [
      'Unvarnished jujube wood chopsticks with square grips that do not roll.',
      '無漆紅棗木筷子，方形握位，不易滾動。',
      '无漆红枣木筷子，方形握位，不易滚动。',
    ],
    price: 8800,
    colours: ['natural', 'black'],
    image: { colour: '#a0522d', motif: 'sticks', count: 1 },
  },
  {
    url: 'linen-apron',
    sku: 'HK-APRON',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'textile',
    name: ['Linen Apron', '亞麻圍裙', '亚麻围裙'],
    blurb: [
      'A stonewashed linen apron with a deep front pocket and an adjustable neck strap.',
      '石洗亞麻圍裙，前有深口袋，頸帶可調節。',
      '石洗亚麻围裙，前有深口袋，颈带可调节。',
    ],
    price: { M: 24800, L: 26800 },
    colours: ['natural', 'black'],
    image: { colour: '#a89070', motif: 'bag', count: 1 },
  },
  {
    url: 'cotton-tea-towels',
    sku: 'HK-TOWELS',
    brand: 'harbour-kitchen',
    categories: ['kitchen'],
    care: 'textile',
    name: ['Cotton Tea Towels (set of 3)', '純棉茶巾（3條裝）', '纯棉茶巾（3条装）'],
    blurb: [
      'Absorbent waffle-weave cotton towels for drying teaware and glasses.',
      '吸水力強的窩夫格純棉布巾，用來抹乾茶具和玻璃杯。',
      '吸水力强的华夫格纯棉布巾，用来擦干茶具和玻璃杯。',
    ],
    price: 9800,
    colours: ['white', 'red', 'celadon'],
    sale: { percent: 80 },
    image: { colour: '#d05a5a', motif: 'board', count: 1 },
  },
  {
    url: 'ceramic-sauce-dish-set',
    sku: 'SO-DISHES',
    brand: 'shek-o-pottery',
    categories: ['kitchen'],
    care: 'ceramic',
    name: ['Ceramic Sauce Dish Set (5 pieces)', '陶瓷醬料碟套裝（5件）', '陶瓷酱料碟套装（5件）'],
    blurb: ['Little dipping dishes for soy sauce, chilli oil and vinegar.', '小巧蘸料碟，盛放豉油、辣椒油和醋。', '小巧蘸料碟，盛放酱油、辣椒油和醋。'],
    price: 11800,
    colours: ['white', 'celadon'],
    image: { colour: '#6d9db5', motif: 'bowl', count: 1 },
  },
  {
    url: 'claypot-rice-pot',
    sku: 'HK-CLAYPOT',
    brand: 'harbour-kitchen',
    categories: ['kitchen', 'new-arrivals'],
    care: 'ceramic',
    name: ['Claypot Rice Pot', '煲仔飯瓦煲', '煲仔饭砂锅'],
    blurb: [
      'A glazed clay pot for Cantonese claypot rice with a crisp golden crust.',
      '上釉瓦煲，煮出底部金黃香脆飯焦的廣東煲仔飯。',
      '上釉砂锅，煮出底部金黄香脆锅巴的广东煲仔饭。',
    ],
    price: { S: 16800, M: 21800 },
    isNew: true,
    image: { colour: '#7b4a2e', motif: 'pot', count: 2 },
  },
  {
    url: 'olive-wood-spatula',
    sku: 'MO-SPATULA',
    brand: 'mountain-oak',
    categories: ['kitchen'],
    care: 'wood',
    name: ['Olive Wood Spatula', '橄欖木鑊鏟', '橄榄木锅铲'],
    blurb: [
      'A slim olive wood spatula that is gentle on woks and non-stick pans.',
      '纖薄橄欖木鑊鏟，不會刮花鑊面及易潔鑊。',
      '纤薄橄榄木锅铲，不会刮花锅面及不粘锅。',
    ],
    price: 9800,
    image: { colour: '#9c7a4b', motif: 'sticks', count: 1 },
  },

  // Gifts
  {
    url: 'mid-autumn-tea-gift-box',
    sku: 'LC-MIDAUTUMN',
    brand: 'lantern-co',
    categories: ['gifts', 'tea-coffee'],
    care: 'gift',
    name: ['Mid-Autumn Tea Gift Box', '中秋茶葉禮盒', '中秋茶叶礼盒'],
    blurb: [
      'Tieguanyin and Shou Mei in two tins with a pair of celadon cups, boxed for giving.',
      '鐵觀音和壽眉兩罐，配一對青瓷杯，精美禮盒包裝。',
      '铁观音和寿眉两罐，配一对青瓷杯，精美礼盒包装。',
    ],
    price: 46800,
    sale: { price: 39800 },
    featured: true,
    image: { colour: '#b22222', motif: 'box', count: 2 },
  },
  {
    url: 'tea-tasting-sampler',
    sku: 'LK-SAMPLER',
    brand: 'lam-kee-tea',
    categories: ['gifts', 'new-arrivals'],
    care: 'gift',
    name: ['Tea Tasting Sampler (8 teas)', '品茶試飲套裝（8款）', '品茶试饮套装（8款）'],
    blurb: [
      "Eight 10 g pouches from green tea to aged pu'er, with tasting notes in three languages.",
      '由綠茶到陳年普洱共八款，每款10克，附三語品鑑卡。',
      '由绿茶到陈年普洱共八款，每款10克，附三语品鉴卡。',
    ],
    price: 16800,
    isNew: true,
    image: { colour: '#c9971a', motif: 'box', count: 1 },
  },
  {
    url: 'gold-foil-red-packets',
    sku: 'LC-LAISEE',
    brand: 'lantern-co',
    categories: ['gifts'],
    care: 'gift',
    name: ['Gold-foil Red Packets (10 pieces)', '燙金利是封（10個）', '烫金红包（10个）'],
    blurb: [
      'Red packets with gold-foil blessings for Lunar New Year and weddings.',
      '燙金祝福字樣的利是封，新年及婚嫁皆適用。',
      '烫金祝福字样的红包，新年及婚嫁皆适用。',
    ],
    price: { S: 3800, L: 4800 },
    image: { colour: '#c0392b', motif: 'bag', count: 1 },
  },
  {
    url: 'osmanthus-scented-candle',
    sku: 'LC-CANDLE',
    brand: 'lantern-co',
    categories: ['gifts', 'new-arrivals'],
    care: 'gift',
    name: ['Osmanthus Scented Candle', '桂花香薰蠟燭', '桂花香薰蜡烛'],
    blurb: [
      'A soy wax candle in a celadon jar, scented with sweet osmanthus and green tea.',
      '以青瓷杯盛載的大豆蠟燭，散發桂花與綠茶清香。',
      '以青瓷杯盛装的大豆蜡烛，散发桂花与绿茶清香。',
    ],
    price: { S: 16800, M: 24800 },
    isNew: true,
    image: { colour: '#e3a857', motif: 'candle', count: 2 },
  },
  {
    url: 'embroidered-silk-tea-pouch',
    sku: 'LC-POUCH',
    brand: 'lantern-co',
    categories: ['gifts'],
    care: 'textile',
    name: ['Embroidered Silk Tea Pouch', '刺繡絲綢茶具袋', '刺绣丝绸茶具袋'],
    blurb: [
      'A drawstring silk pouch embroidered with cranes, for a teapot or a gift.',
      '手工刺繡仙鶴圖案的絲綢索繩袋，可收納茶壺或作禮物包裝。',
      '手工刺绣仙鹤图案的丝绸束口袋，可收纳茶壶或作礼物包装。',
    ],
    price: 13800,
    colours: ['red', 'black', 'celadon'],
    image: { colour: '#8e1b2c', motif: 'bag', count: 1 },
  },
  {
    url: 'porcelain-chopstick-rests',
    sku: 'SO-RESTS',
    brand: 'shek-o-pottery',
    categories: ['gifts', 'kitchen'],
    care: 'ceramic',
    name: ['Porcelain Chopstick Rests (4 pieces)', '青花瓷筷子架（4件）', '青花瓷筷子架（4件）'],
    blurb: ['Little fish-shaped chopstick rests in blue-and-white porcelain.', '小魚造型的青花瓷筷子架。', '小鱼造型的青花瓷筷子架。'],
    price: 8800,
    colours: ['white', 'celadon'],
    image: { colour: '#3a6ea5', motif: 'bowl', count: 1 },
  },
  {
    url: 'lunar-new-year-hamper',
    sku: 'LC-HAMPER',
    brand: 'lantern-co',
    categories: ['gifts'],
    care: 'gift',
    hidden: true,
    name: ['Lunar New Year Hamper', '新春禮籃', '新春礼篮'],
    blurb: [
      'Tea, candied lotus seeds and red packets in a woven basket (available from January).',
      '茶葉、糖蓮子與利是封，以藤籃盛載（一月起供應）。',
      '茶叶、糖莲子与红包，以藤篮盛装（一月起供应）。',
    ],
    price: 88800,
    image: { colour: '#a93226', motif: 'box', count: 1 },
  },
  {
    url: 'wooden-coaster-set',
    sku: 'MO-COASTERS',
    brand: 'mountain-oak',
    categories: ['gifts', 'kitchen'],
    care: 'wood',
    name: ['Wooden Coaster Set (4 pieces)', '木杯墊套裝（4件）', '木杯垫套装（4件）'],
    blurb: [
      'Round coasters turned from the offcuts of our walnut and apple wood boards.',
      '以胡桃木及蘋果木砧板餘料車製的圓形杯墊。',
      '以胡桃木及苹果木砧板余料车制的圆形杯垫。',
    ],
    price: 12800,
    colours: ['natural', 'black'],
    sale: { percent: 85 },
    image: { colour: '#8b6b4a', motif: 'coaster', count: 1 },
  },
];
