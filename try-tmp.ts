import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { zipOf } from './tests/helpers/zip-writer';
import { readDocumentOffThread, closeDocumentReadPool } from './server/modules/knowledge/document-read-pool';
import { loadConfig } from './server/env';
const config = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'a'.repeat(64), DATABASE_URL: 'postgres://x@y/z', REDIS_URL: 'redis://x' });
const NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const mb = Number(process.argv[2] ?? 45);
// formatted runs: lots of markup, little text
const word = () => randomBytes(4).toString('hex');
let parts: string[] = []; let size = 0;
while (size < mb * 1024 * 1024) { const p = `<w:p><w:pPr><w:pStyle w:val="Normal"/><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:b/><w:sz w:val="22"/></w:rPr><w:t xml:space="preserve">${word()} </w:t></w:r></w:p>`; parts.push(p); size += p.length; }
const xml = Buffer.from(`<?xml version="1.0"?><w:document xmlns:w="${NS}"><w:body>${parts.join('')}</w:body></w:document>`);
parts = [];
const ct = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const rels = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const data = deflateRawSync(xml);
const docx = zipOf([{ name: '[Content_Types].xml', data: Buffer.from(ct), method: 0, declaredSize: ct.length }, { name: '_rels/.rels', data: Buffer.from(rels), method: 0, declaredSize: rels.length }, { name: 'word/document.xml', data, method: 8, declaredSize: xml.length }]);
console.log('xml MB', (xml.length/1048576).toFixed(1), 'file MB', (docx.length/1048576).toFixed(2), 'ratio', (xml.length/docx.length).toFixed(1));
const s = Date.now();
const r = await readDocumentOffThread(config.documents, 'a', { fileName: 'big.docx', bytes: docx });
console.log(Date.now()-s, 'ms', r.ok ? `ok text ${r.text.length}` : r.message);
await closeDocumentReadPool();
