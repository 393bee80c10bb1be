import { LANGUAGE_CODES, LanguageCode } from './languages';

/** ISO 3166-1 alpha-2 codes (and XK) that addresses may use. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA ' +
  'LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const LOCALES: Record<LanguageCode, string> = { en_us: 'en-US', zh_hk: 'zh-Hant-HK', zh_cn: 'zh-Hans-CN' };

/** Shorter names a shop in Hong Kong expects instead of the formal ones. */
const PREFERRED: Record<string, Record<LanguageCode, string>> = {
  HK: { en_us: 'Hong Kong', zh_hk: '香港', zh_cn: '香港' },
  MO: { en_us: 'Macau', zh_hk: '澳門', zh_cn: '澳门' },
};

export interface Country {
  code: string;
  name: Record<LanguageCode, string>;
}

let cached: Country[] | undefined;

/** Every country with its name in the three interface languages (from the runtime's ICU data). */
export function countries(): Country[] {
  if (cached) return cached;
  const names = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, new Intl.DisplayNames([LOCALES[l]], { type: 'region' })])) as Record<
    LanguageCode,
    Intl.DisplayNames
  >;
  cached = COUNTRY_CODES.map((code) => ({
    code,
    name: PREFERRED[code] ?? (Object.fromEntries(LANGUAGE_CODES.map((l) => [l, names[l].of(code) ?? code])) as Record<LanguageCode, string>),
  }));
  return cached;
}

const known = new Set(COUNTRY_CODES);
export const isCountry = (code: unknown): code is string => typeof code === 'string' && known.has(code);
