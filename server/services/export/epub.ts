/**
 * EPUB 3 (with an NCX for EPUB 2 readers): `mimetype` first and stored, the
 * container, a cover when the book has one, a title page with the pen name
 * and the synopsis, a page per volume and an XHTML document per chapter, and
 * at the end the package document, nav and NCX that list them (only the
 * chapters' titles are kept in memory for those; their text goes out batch
 * by batch).
 */
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { BookMeta, ExportChapter } from './book-source';
import { paragraphsOf, xmlText } from './xml';
import { ZipOut } from './zip';

export interface BookWriteInput {
  meta: BookMeta;
  batches: AsyncIterable<ExportChapter[]>;
  sink: Writable;
  now: Date;
  /** The cover's bytes and type, when the book has one. */
  cover: { bytes: Buffer; contentType: string } | null;
  /** Called after each batch with the chapters written so far. */
  onBatch(done: number): Promise<void>;
}

interface TocEntry {
  file: string;
  title: string;
  volume: number;
}

const CSS = `body { font-family: serif; line-height: 1.8; margin: 0 5%; }
h1, h2 { text-align: center; font-weight: bold; }
h1 { margin: 30% 0 1em; }
h2 { margin: 2em 0 1.5em; font-size: 1.3em; }
p { text-indent: 2em; margin: 0 0 0.6em; }
.author { text-align: center; text-indent: 0; margin-bottom: 2em; }
.synopsis { text-indent: 2em; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100%; }
`;

function page(title: string, body: string, lang = 'zh-CN'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head><meta charset="UTF-8"/><title>${xmlText(title)}</title><link rel="stylesheet" type="text/css" href="../styles.css"/></head>
<body>
${body}
</body>
</html>
`;
}

/** A stable urn:uuid for the book (the same book keeps its identifier across exports). */
function bookUuid(bookId: string): string {
  const hex = createHash('sha1').update(`inkwell-book:${bookId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function writeEpub(input: BookWriteInput): Promise<void> {
  const { meta, now } = input;
  const { book, penName } = meta;
  const zip = new ZipOut(input.sink, now);
  zip.add('mimetype', 'application/epub+zip', { store: true });
  zip.add(
    'META-INF/container.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`,
  );
  zip.add('OEBPS/styles.css', CSS);
  const coverExt = input.cover?.contentType === 'image/png' ? 'png' : 'jpg';
  if (input.cover) {
    zip.add(`OEBPS/images/cover.${coverExt}`, input.cover.bytes, { store: true });
    zip.add(
      'OEBPS/text/cover.xhtml',
      page(
        book.title,
        `<div class="cover"><img src="../images/cover.${coverExt}" alt="${xmlText(book.title)}"/></div>`,
      ),
    );
  }
  const synopsis = paragraphsOf(book.synopsis)
    .map((line) => `<p class="synopsis">${xmlText(line)}</p>`)
    .join('\n');
  zip.add(
    'OEBPS/text/title.xhtml',
    page(
      book.title,
      `<h1>${xmlText(book.title)}</h1>\n<p class="author">${xmlText(penName)}</p>\n${synopsis}`,
    ),
  );

  const volumes: TocEntry[] = [];
  const chapters: TocEntry[] = [];
  let done = 0;
  for await (const batch of input.batches) {
    for (const [i, chapter] of batch.entries()) {
      if (chapter.opensVolume) {
        const file = `text/v${chapter.opensVolume.index}.xhtml`;
        volumes.push({ file, title: chapter.opensVolume.title, volume: chapter.opensVolume.index });
        zip.add(
          `OEBPS/${file}`,
          page(chapter.opensVolume.title, `<h1>${xmlText(chapter.opensVolume.title)}</h1>`),
        );
      }
      const file = `text/c${chapter.index}.xhtml`;
      chapters.push({ file, title: chapter.title, volume: volumes.length });
      const body = [
        `<h2>${xmlText(chapter.title)}</h2>`,
        ...paragraphsOf(chapter.content).map((line) => `<p>${xmlText(line)}</p>`),
      ].join('\n');
      const xhtml = page(chapter.title, body);
      if (i === batch.length - 1) await zip.addSettled(`OEBPS/${file}`, xhtml);
      else zip.add(`OEBPS/${file}`, xhtml);
    }
    done += batch.length;
    await input.onBatch(done);
  }

  // The reading order: cover, title page, then each volume's page and its chapters.
  const spine: TocEntry[] = [];
  for (const volume of volumes) {
    spine.push(volume);
    for (const chapter of chapters) if (chapter.volume === volume.volume) spine.push(chapter);
  }
  const navItems = volumes
    .map((volume) => {
      const items = chapters
        .filter((chapter) => chapter.volume === volume.volume)
        .map((chapter) => `<li><a href="${chapter.file}">${xmlText(chapter.title)}</a></li>`)
        .join('\n');
      return `<li><a href="${volume.file}">${xmlText(volume.title)}</a>\n<ol>\n${items}\n</ol></li>`;
    })
    .join('\n');
  zip.add(
    'OEBPS/nav.xhtml',
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="zh-CN" lang="zh-CN">
<head><meta charset="UTF-8"/><title>${xmlText(book.title)}</title></head>
<body>
<nav epub:type="toc" id="toc"><h1>${xmlText(book.title)}</h1>
<ol>
<li><a href="text/title.xhtml">${xmlText(book.title)}</a></li>
${navItems}
</ol>
</nav>
</body>
</html>
`,
  );
  let playOrder = 1;
  const navPoint = (entry: TocEntry, inner = '') =>
    `<navPoint id="n${playOrder}" playOrder="${playOrder++}"><navLabel><text>${xmlText(entry.title)}</text></navLabel><content src="${entry.file}"/>${inner}</navPoint>`;
  const ncxPoints = [navPoint({ file: 'text/title.xhtml', title: book.title, volume: 0 })];
  for (const volume of volumes) {
    const head = navPoint(volume, '\u0000');
    const inner = chapters
      .filter((chapter) => chapter.volume === volume.volume)
      .map((chapter) => navPoint(chapter))
      .join('\n');
    ncxPoints.push(head.replace('\u0000', `\n${inner}\n`));
  }
  const uuid = bookUuid(book.id);
  zip.add(
    'OEBPS/toc.ncx',
    `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="zh-CN">
<head><meta name="dtb:uid" content="urn:uuid:${uuid}"/><meta name="dtb:depth" content="2"/><meta name="dtb:totalPageCount" content="0"/><meta name="dtb:maxPageNumber" content="0"/></head>
<docTitle><text>${xmlText(book.title)}</text></docTitle>
<docAuthor><text>${xmlText(penName)}</text></docAuthor>
<navMap>
${ncxPoints.join('\n')}
</navMap>
</ncx>
`,
  );
  const item = (id: string, href: string, type: string, properties = '') =>
    `<item id="${id}" href="${href}" media-type="${type}"${properties ? ` properties="${properties}"` : ''}/>`;
  const manifest = [
    item('nav', 'nav.xhtml', 'application/xhtml+xml', 'nav'),
    item('ncx', 'toc.ncx', 'application/x-dtbncx+xml'),
    item('css', 'styles.css', 'text/css'),
    ...(input.cover
      ? [
          item('cover-image', `images/cover.${coverExt}`, input.cover.contentType, 'cover-image'),
          item('cover', 'text/cover.xhtml', 'application/xhtml+xml'),
        ]
      : []),
    item('title', 'text/title.xhtml', 'application/xhtml+xml'),
    ...spine.map((entry) => item(idOf(entry.file), entry.file, 'application/xhtml+xml')),
  ];
  const itemrefs = [
    ...(input.cover ? ['<itemref idref="cover" linear="no"/>'] : []),
    '<itemref idref="title"/>',
    ...spine.map((entry) => `<itemref idref="${idOf(entry.file)}"/>`),
  ];
  const modified = `${now.toISOString().slice(0, 19)}Z`;
  await zip.addSettled(
    'OEBPS/content.opf',
    `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="zh-CN">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${uuid}</dc:identifier>
<dc:title>${xmlText(book.title)}</dc:title>
<dc:creator id="creator">${xmlText(penName)}</dc:creator>
<dc:language>zh-CN</dc:language>
<dc:description>${xmlText(book.synopsis)}</dc:description>
<meta property="dcterms:modified">${modified}</meta>
${input.cover ? '<meta name="cover" content="cover-image"/>' : ''}
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine toc="ncx">
${itemrefs.join('\n')}
</spine>
</package>
`,
  );
  await zip.end();
}

/** 'text/c12.xhtml' -> 'c12'. */
function idOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'));
}
