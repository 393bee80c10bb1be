import { sanitizeRichText } from './rich-text';

/** Filter-evasion payloads in the style of OWASP's XSS cheat sheet: none may leave anything that runs. */
const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<script\x20type="text/javascript">javascript:alert(1);</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="/uploads/a.png" ONERROR="alert(1)">',
  '<img src="/uploads/a.png" onload  =  "alert(1)">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java&#115;cript:alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="http://ok.example" onclick="alert(1)" onmouseover="alert(2)">hover</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>@import "http://xss.example/xss.css";</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1));">expr</div>',
  '<p STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">x</p>',
  '<body onload=alert(1)>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<input type="image" src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<BASE HREF="javascript:alert(1);//">',
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  '<DIV STYLE="background-image: url(&#1;javascript:alert(1))">x</DIV>',
  '<a href="javas\x00cript:alert(1)">nul</a>',
  '<p>unclosed <b onmouseover="alert(1)">bold',
  '<<p>>nested<</p>><img src="x" <script>alert(1)</script>>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<a href="/ok" target="_blank">new window</a><a href="#" target="_top">top</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<img src="//evil.example/x.png"><a href="//evil.example">pr</a>',
];

// The tags the shop's rich text keeps, as the spec lists them (written out here, not read from rich-text.ts).
const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr div span strong b em i u s strike del ins sub sup mark small blockquote pre code ul ol li a img figure figcaption table caption colgroup col thead tbody tfoot tr th td'.split(
    ' ',
  ),
);

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** Every tag of the output with its attributes (sanitize-html always writes name="value" pairs). */
function tags(html: string): { name: string; attributes: [string, string][] }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: [...rest.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g)].map(([, attr, value]) => [attr.toLowerCase(), decode(value ?? '')]),
  }));
}

/** The reasons an output could still run something; empty when it is safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const tag of tags(html)) {
    if (!ALLOWED_TAGS.has(tag.name)) found.push(`tag ${tag.name}`);
    for (const [name, value] of tag.attributes) {
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (name === 'style') found.push('style attribute');
      const url = value.replace(/[\x00-\x20]/g, '').toLowerCase();
      if (/^(javascript|vbscript|data):/.test(url)) found.push(`${name}=${value}`);
      if (/expression\(/.test(url)) found.push(`expression in ${name}`);
    }
    if (tag.name === 'a' && tag.attributes.some(([n, v]) => n === 'target' && v === '_blank')) {
      if (!tag.attributes.some(([n, v]) => n === 'rel' && v.split(/\s+/).includes('noopener'))) found.push('target without noopener');
    }
  }
  return found;
}

describe(sanitizeRichText.name, () => {
  it(`leaves nothing that runs in ${PAYLOADS.length} filter-evasion payloads`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
    for (const payload of PAYLOADS) {
      const clean = sanitizeRichText(payload);
      expect({ payload, dangers: dangers(clean) }).toEqual({ payload, dangers: [] });
      // Sanitising is stable: a second pass (on render) changes nothing.
      expect(sanitizeRichText(clean)).toBe(clean);
    }
  });

  it('drops scripts, styles and frames with what they hold', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example">f</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('keeps the formatting the editor writes', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p>Some <strong>bold</strong>, <em>italic</em>, <s>struck</s> and <code>code</code>.</p>' +
      '<ul><li><p>one</p></li><li>two</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quoted</p></blockquote>' +
      '<pre><code>let x = 1;</code></pre><hr><p>line<br>break</p>' +
      '<table><tbody><tr><th colspan="2">Head</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('keeps http, https, mailto and relative links and adds noopener to new-window links', () => {
    expect(sanitizeRichText('<a href="https://shop.example/a?b=1&amp;c=2">x</a>')).toBe('<a href="https://shop.example/a?b=1&amp;c=2">x</a>');
    expect(sanitizeRichText('<a href="http://shop.example">x</a>')).toBe('<a href="http://shop.example">x</a>');
    expect(sanitizeRichText('<a href="mailto:hi@shop.example">mail</a>')).toBe('<a href="mailto:hi@shop.example">mail</a>');
    expect(sanitizeRichText('<a href="/page/about-us">about</a>')).toBe('<a href="/page/about-us">about</a>');
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_top">x</a>')).toBe('<a href="https://x.example">x</a>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="ftp://x.example/f">x</a>')).toBe('<a>x</a>');
    // The link rule of menus and slides: paths that browsers read as another site lose their href.
    expect(sanitizeRichText('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="/&#92;evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https:/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="#delivery">x</a>')).toBe('<a href="#delivery">x</a>');
  });

  it('keeps http(s) and /uploads/ images and drops the others', () => {
    expect(sanitizeRichText('<img src="/uploads/editor/a.webp" alt="A">')).toBe('<img src="/uploads/editor/a.webp" alt="A" />');
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="">')).toBe('<img src="https://cdn.example/a.png" alt="" />');
    expect(sanitizeRichText('<p><img src="data:image/png;base64,AAAA">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p><img src="../../etc/passwd">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<p><img>x</p>')).toBe('<p>x</p>');
  });

  it('keeps text, Chinese and entities as text', () => {
    expect(sanitizeRichText('<p>關於我們 &amp; 关于我们 &lt;script&gt;</p>')).toBe('<p>關於我們 &amp; 关于我们 &lt;script&gt;</p>');
    expect(sanitizeRichText('plain 1 < 2')).toBe('plain 1 &lt; 2');
    expect(sanitizeRichText('')).toBe('');
  });
});
