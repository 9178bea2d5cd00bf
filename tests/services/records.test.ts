// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import lucide from '@iconify-json/lucide/icons.json';
import { serviceDescriptions } from '../../src/content/services/descriptions';
import { menuLabelOf, serviceCatalog, serviceEntry, servicesInMenu, servicesInSolutions, type ServiceEntry } from '../../src/content/services/catalog';
import { CITIES, type ServiceRecord, type ServiceSection, type ServiceSectionKind } from '../../src/content/services/types';
import { preloadAllServiceRecords, serviceRecordEntry, serviceRecordSlugs } from '../../src/content/services/load';
import { serviceTitles } from '../../src/content/services/titles';
import { routes } from '../../src/routes';

const serviceRoutes = routes.filter((r) => r.path.startsWith('/services/'));
const catalogSlugs = serviceCatalog.map((s) => s.slug as string);

// Every record, loaded through the same on-demand loaders the pages use.
await preloadAllServiceRecords();
const getServiceRecord = (slug: string): ServiceRecord => serviceRecordEntry(slug).value!;
const records = serviceRecordSlugs().map((slug) => [slug, getServiceRecord(slug)] as const);

type SectionOf<K extends ServiceSectionKind> = Extract<ServiceSection, { kind: K }>;
function section<K extends ServiceSectionKind>(slug: string, kind: K, id: string): SectionOf<K> {
  const found = getServiceRecord(slug).sections?.find((s) => s.kind === kind && s.id === id);
  if (!found) throw new Error(`${slug} has no ${kind} section "${id}"`);
  return found as SectionOf<K>;
}

const iconExists = (cls: string) => {
  const name = cls.replace(/^i-lucide-/, '');
  return /^i-lucide-[a-z0-9-]+$/.test(cls) && (name in lucide.icons || name in (lucide.aliases ?? {}));
};

describe('service catalog, records and route table', () => {
  it('has exactly one record file for each catalog entry', () => {
    expect(serviceCatalog.length).toBeGreaterThan(0);
    expect([...serviceRecordSlugs()].sort()).toEqual([...catalogSlugs].sort());
  });

  it('gives every catalog entry one route, in catalog order, carrying its slug', () => {
    expect(serviceRoutes.map((r) => r.path)).toEqual(catalogSlugs.map((slug) => `/services/${slug}`));
    serviceCatalog.forEach((entry, i) => {
      const route = serviceRoutes[i]!;
      expect(route).toMatchObject({ title: entry.title, page: 'site/services/ServicePage', params: { slug: entry.slug } });
    });
  });

  it('reads the slugs and titles that first loads carry out of the catalog file, as the catalog module holds them', () => {
    expect(serviceTitles).toEqual(serviceCatalog.map(({ slug, title }) => ({ slug, title })));
  });

  it('reads each description out of its record file, as the record module holds it', () => {
    expect(Object.keys(serviceDescriptions).sort()).toEqual([...catalogSlugs].sort());
    for (const [slug, record] of records) {
      expect(record.description.length, slug).toBeGreaterThan(50);
      expect(serviceDescriptions[slug as keyof typeof serviceDescriptions], slug).toBe(record.description);
    }
  });

  it('has unique slugs, titles and menu labels, URL-safe slugs and existing icons', () => {
    const fields = { slug: (s: ServiceEntry) => s.slug, title: (s: ServiceEntry) => s.title, 'menu label': menuLabelOf };
    for (const [field, read] of Object.entries(fields)) {
      const values = serviceCatalog.map(read);
      expect(new Set(values).size, field).toBe(values.length);
    }
    for (const entry of serviceCatalog) {
      expect(entry.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(iconExists(entry.icon), entry.icon).toBe(true);
      expect(entry.blurb.length, entry.slug).toBeGreaterThan(5);
    }
  });

  it('lists every service that names a menu or Solutions group in that group', () => {
    const inMenus = (['web', 'lead', 'business'] as const).flatMap(servicesInMenu).map((s) => s.slug);
    expect(inMenus.sort()).toEqual(serviceCatalog.filter((s) => 'menu' in s).map((s) => s.slug).sort());
    const inSolutions = (['presence', 'pipeline'] as const).flatMap(servicesInSolutions).map((s) => s.slug);
    expect(inSolutions.sort()).toEqual(serviceCatalog.filter((s) => 'solutions' in s).map((s) => s.slug).sort());
  });

  it('rejects an unknown slug with a clear error', () => {
    expect(() => serviceEntry('nope' as never)).toThrow(/Unknown service "nope"/);
    expect(() => serviceRecordEntry('nope')).toThrow(/Unknown service page "nope"/);
    expect(() => serviceRecordEntry(undefined)).toThrow(/Unknown service page/);
  });
});

describe('every service record', () => {
  it.each(records)('%s has a tag, intro, hero CTA, at least four complete features and a banner', (_slug, record: ServiceRecord) => {
    expect(record.tag.length).toBeGreaterThan(3);
    expect(record.intro.length).toBeGreaterThan(80);
    expect(record.heroCta.length).toBeGreaterThan(3);
    expect(record.features.length).toBeGreaterThanOrEqual(4);
    for (const f of record.features) {
      expect(iconExists(f.icon), f.icon).toBe(true);
      expect(f.title.length).toBeGreaterThan(3);
      expect(f.text.length).toBeGreaterThan(30);
    }
    expect(new Set(record.features.map((f) => f.title)).size).toBe(record.features.length);
    expect(record.banner.title.length).toBeGreaterThan(5);
    expect(record.banner.text.length).toBeGreaterThan(30);
    expect(record.banner.cta.length).toBeGreaterThan(3);
  });

  it('uses only existing Lucide icons, in sections too', () => {
    for (const [slug, record] of records) {
      const icons = JSON.stringify(record).match(/i-lucide-[a-z0-9-]+/g) ?? [];
      for (const icon of icons) expect(iconExists(icon), `${slug}: ${icon}`).toBe(true);
    }
  });

  it('gives each page its own copy: no two records share a tag, intro, feature text or banner', () => {
    for (const pick of [
      (r: ServiceRecord) => r.tag,
      (r: ServiceRecord) => r.intro,
      (r: ServiceRecord) => r.banner.title,
      (r: ServiceRecord) => r.banner.text,
      (r: ServiceRecord) => r.featuresTitle,
    ]) {
      const values = records.map(([, r]) => pick(r));
      expect(new Set(values).size).toBe(values.length);
    }
    const featureTexts = records.flatMap(([, r]) => r.features.map((f) => f.text));
    expect(new Set(featureTexts).size).toBe(featureTexts.length);
  });

  it('keeps section ids unique within a page', () => {
    for (const [slug, record] of records) {
      const ids = (record.sections ?? []).map((s) => s.id);
      expect(new Set([...ids, 'features']).size, slug).toBe(ids.length + 1);
    }
  });
});

describe('digital marketing record', () => {
  it('has six service cards, each linking to /contact', () => {
    const cards = section('digital-marketing', 'cards', 'services').items;
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card.href).toBe('/contact');
  });

  it('has a four-step approach and a three-step getting-started flow', () => {
    expect(section('digital-marketing', 'steps', 'approach').steps).toHaveLength(4);
    expect(section('digital-marketing', 'steps', 'getting-started').steps).toHaveLength(3);
  });

  it('lists exactly the eight industries of SPEC.md', () => {
    const names = section('digital-marketing', 'industries', 'industries').items.map((i) => i.name.toLowerCase());
    expect(names).toEqual([
      'alternative investments',
      'private equity',
      'luxury brands',
      'jewellery and watchmakers',
      'investment groups',
      'art dealers',
      'family offices',
      'venture capital',
    ]);
  });

  it('has three case-study teasers linking to /case-studies, each with its own small SVG image', () => {
    const teasers = section('digital-marketing', 'caseTeasers', 'case-studies');
    expect(teasers.href).toBe('/case-studies');
    expect(teasers.items).toHaveLength(3);
    expect(new Set(teasers.items.map((t) => t.image)).size).toBe(3);
    for (const t of teasers.items) {
      expect(t.title && t.client && t.result && t.imageAlt).toBeTruthy();
      expect(t.image).toMatch(/^\/images\/services\/[a-z0-9-]+\.svg$/);
      const file = resolve('public', `.${t.image}`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox=');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('has one testimonial with quote, name and title', () => {
    const [quote, ...rest] = section('digital-marketing', 'testimonials', 'testimonial').items;
    expect(rest).toHaveLength(0);
    expect(quote!.quote.length).toBeGreaterThan(30);
    expect(quote!.name).toBeTruthy();
    expect(quote!.title).toBeTruthy();
  });
});

describe('virtual PA record', () => {
  it('has eight services and three benefit cards', () => {
    expect(section('virtual-pa', 'cards', 'services').items).toHaveLength(8);
    expect(section('virtual-pa', 'cards', 'benefits').items).toHaveLength(3);
  });

  it('offers the two availability models: dedicated hours and team approach', () => {
    const models = section('virtual-pa', 'availability', 'availability').models;
    expect(models.map((m) => m.name)).toEqual(['Dedicated hours', 'Team approach']);
    for (const m of models) expect(m.points.length).toBeGreaterThan(0);
  });

  it('has a three-step process and a blurb for each of the six cities', () => {
    expect(section('virtual-pa', 'steps', 'process').steps).toHaveLength(3);
    const blurbs = section('virtual-pa', 'cityBlurbs', 'cities').items;
    expect(blurbs.map((b) => b.city)).toEqual([...CITIES]);
    expect(CITIES).toEqual(['New York', 'Dubai', 'Beverly Hills', 'London', 'Singapore', 'Hong Kong']);
    for (const b of blurbs) expect(b.text.length).toBeGreaterThan(40);
  });
});

describe('CEO services record', () => {
  it('has four solution cards, the six-city strip and three testimonials', () => {
    expect(section('ceo-services', 'cards', 'solutions').items).toHaveLength(4);
    expect(section('ceo-services', 'cityStrip', 'cities').cities).toEqual([...CITIES]);
    const quotes = section('ceo-services', 'testimonials', 'testimonials').items;
    expect(quotes).toHaveLength(3);
    for (const q of quotes) expect(q.quote && q.name && q.title).toBeTruthy();
    expect(new Set(quotes.map((q) => q.name)).size).toBe(3);
  });
});
