/**
 * Word (.docx, Office Open XML): the package parts written once, and
 * word/document.xml streamed chapter by chapter into its ZIP entry. The
 * book's title (Title), pen name and synopsis, then each volume (Heading 1)
 * and chapter (Heading 2, starting a page), so Word's navigation pane lists
 * them; one paragraph per line of text. Hand-written WordprocessingML with
 * one escaper (xml.ts) rather than the `docx` package, which builds the whole
 * document in memory before it writes a byte.
 */
import type { BookWriteInput } from './epub';
import { endStream, writeTo } from './sink';
import { paragraphsOf, xmlText } from './xml';
import { ZipOut } from './zip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>
`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>
`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>
`;

const FONTS = '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="SimSun"/>';

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr>${FONTS}<w:sz w:val="24"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="360" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:firstLineChars="200" w:firstLine="480"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:jc w:val="center"/><w:ind w:firstLine="0"/><w:spacing w:before="2400" w:after="480"/></w:pPr><w:rPr><w:b/><w:sz w:val="48"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:jc w:val="center"/><w:ind w:firstLine="0"/><w:spacing w:after="480"/></w:pPr><w:rPr><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pageBreakBefore/><w:jc w:val="center"/><w:ind w:firstLine="0"/><w:spacing w:before="1200" w:after="600"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pageBreakBefore/><w:jc w:val="center"/><w:ind w:firstLine="0"/><w:spacing w:before="480" w:after="360"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
</w:styles>
`;

function paragraph(text: string, style?: string): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${pPr}<w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
}

function coreProperties(title: string, creator: string, now: Date): string {
  const at = `${now.toISOString().slice(0, 19)}Z`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>${xmlText(title)}</dc:title>
<dc:creator>${xmlText(creator)}</dc:creator>
<dc:language>zh-CN</dc:language>
<dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created>
<dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified>
</cp:coreProperties>
`;
}

export async function writeDocx(input: BookWriteInput): Promise<void> {
  const { meta, now } = input;
  const zip = new ZipOut(input.sink, now);
  zip.add('[Content_Types].xml', CONTENT_TYPES);
  zip.add('_rels/.rels', ROOT_RELS);
  zip.add('docProps/core.xml', coreProperties(meta.book.title, meta.penName, now));
  zip.add('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.add('word/styles.xml', STYLES);
  const document = zip.addStream('word/document.xml');
  const ended = zip.end();
  // Awaited at the end; a failure meanwhile must not go unhandled.
  ended.catch(() => undefined);
  await writeTo(
    document,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}"><w:body>`,
  );
  const front = [
    paragraph(meta.book.title, 'Title'),
    ...(meta.penName ? [paragraph(meta.penName, 'Subtitle')] : []),
    ...paragraphsOf(meta.book.synopsis).map((line) => paragraph(line)),
  ];
  await writeTo(document, front.join(''));
  let done = 0;
  for await (const batch of input.batches) {
    const parts: string[] = [];
    for (const chapter of batch) {
      if (chapter.opensVolume) parts.push(paragraph(chapter.opensVolume.title, 'Heading1'));
      parts.push(paragraph(chapter.title, 'Heading2'));
      for (const line of paragraphsOf(chapter.content)) parts.push(paragraph(line));
    }
    await writeTo(document, parts.join(''));
    done += batch.length;
    await input.onBatch(done);
  }
  await writeTo(
    document,
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>',
  );
  await endStream(document);
  await ended;
}
