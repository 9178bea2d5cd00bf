import type { ServiceRecord } from '../types';

export default {
  description:
    'B2B and direct-to-consumer storefronts with catalogue, checkout and integrations built for growth.',
  tag: 'Storefronts built to scale',
  intro:
    'From a first online catalogue to a multi-region trade portal, we build stores that make ordering effortless for buyers and keep operations simple for your team.',
  heroCta: 'Plan my store',
  featuresTitle: 'Everything between browse and reorder',
  featuresIntro: 'We handle the storefront and the plumbing behind it, so orders flow cleanly into stock, finance and fulfilment.',
  features: [
    { icon: 'i-lucide-search-check', title: 'Catalogue and search', text: 'Structured product data, fast filters and search that understands part numbers as well as plain words.' },
    { icon: 'i-lucide-shopping-cart', title: 'Frictionless checkout', text: 'Guest checkout, saved carts, purchase orders and local payment methods for every market you sell in.' },
    { icon: 'i-lucide-percent', title: 'Customer-specific pricing', text: 'Contract prices, volume breaks and quote requests for trade accounts alongside retail prices.' },
    { icon: 'i-lucide-plug', title: 'Connected operations', text: 'Integrations with your ERP, inventory and shipping tools, so nobody rekeys an order.' },
    { icon: 'i-lucide-refresh-cw', title: 'Reorders and subscriptions', text: 'One-click reorders and scheduled deliveries that turn first purchases into recurring revenue.' },
    { icon: 'i-lucide-chart-column', title: 'Merchandising insight', text: 'Dashboards that show which products, promotions and customers drive margin, not just volume.' },
  ],
  banner: {
    title: 'Turn your catalogue into a growth channel',
    text: 'Tell us what you sell and how you fulfil it; we will recommend a platform and a launch plan that fits.',
    cta: 'Request an ecommerce plan',
  },
} satisfies ServiceRecord;
