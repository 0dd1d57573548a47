/**
 * The two seeded shoppers, their addresses and their order history: the demo shopper
 * has an order in every status (A P S D C R, the R one with a returned line), the
 * other shopper one order, for access checks. An order paid online has its payment, taken, as a placement leaves it,
 * so the back office shows what it took and can refund it. One the shop has moved on carries its steps (fulfilment.ts).
 */
import type { InferInsertModel } from 'drizzle-orm';
import type {
  activity,
  addresses,
  orders,
  orderLines,
  paymentIntents,
  returns,
  users,
  AddressSnapshot,
} from '../db/schema';
import type { OrderStatus } from '#rules/orders';
import { cartTotals } from '../pricing/totals';
import { splitTax } from '../pricing/gst';
import { shopStateCode, taxWay } from '../pricing/shop-tax';
import { gstStateByName } from '#rules/gst-states';
import { daysBefore, type SeedVariant } from './catalog';
import { SITE_CONTENT } from './content';
import { DEMO_SHOPPER, OTHER_SHOPPER } from './demo-users';
import { demoReceipt, demoShipment, demoSteps } from './fulfilment';

export interface ShopperRows {
  users: InferInsertModel<typeof users>[];
  addresses: InferInsertModel<typeof addresses>[];
  orders: InferInsertModel<typeof orders>[];
  orderLines: InferInsertModel<typeof orderLines>[];
  returns: InferInsertModel<typeof returns>[];
  paymentIntents: InferInsertModel<typeof paymentIntents>[];
  activity: InferInsertModel<typeof activity>[];
}

/** The provider's order and payment ids a seeded online order carries. */
const seedRef = (kind: 'order' | 'pay', orderId: number) => `${kind}_seed${String(orderId).padStart(6, '0')}`;

export interface ProductRef {
  id: number;
  title: string;
  slug: string;
  hsn: string | null;
}

const ADDRESSES: Omit<InferInsertModel<typeof addresses>, 'id' | 'userId'>[] = [
  {
    houseNo: 'Flat 302',
    appName: 'Lotus Residency',
    landmark: 'Near Indiranagar Metro',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
    chrType: 'home',
  },
  {
    houseNo: 'Office 5B',
    appName: 'Prestige Tech Park',
    landmark: 'Opposite Ecoworld',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560103',
    chrType: 'office',
  },
  {
    houseNo: '12',
    appName: 'Sea Breeze Apartments',
    landmark: 'Behind Juhu Beach',
    country: 'India',
    state: 'Maharashtra',
    city: 'Mumbai',
    pincode: '400049',
    chrType: 'home',
  },
];

export function buildShoppers(
  passwordHashes: { demo: string; other: string },
  variants: readonly SeedVariant[],
  products: ReadonlyMap<number, ProductRef>,
): ShopperRows {
  const rows: ShopperRows = {
    users: [],
    addresses: [],
    orders: [],
    orderLines: [],
    returns: [],
    paymentIntents: [],
    activity: [],
  };
  const demoId = 1;
  const otherId = 2;
  for (const [id, user, hash] of [
    [demoId, DEMO_SHOPPER, passwordHashes.demo],
    [otherId, OTHER_SHOPPER, passwordHashes.other],
  ] as const) {
    rows.users.push({
      id,
      email: user.email,
      mobile: user.mobile,
      passwordHash: hash,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: daysBefore(200),
    });
  }
  const addressIds = { demo: [1, 2], other: [3] };
  ADDRESSES.forEach((address, i) =>
    rows.addresses.push({ ...address, id: i + 1, userId: i < 2 ? demoId : otherId, createdAt: daysBefore(190 - i) }),
  );

  // Orders use in-stock variants, spread over the catalog so lines look varied.
  const inStock = variants.filter((variant) => variant.stock > 0);
  let cursor = 0;
  const nextVariant = () => {
    const variant = inStock[(cursor * 37) % inStock.length];
    cursor++;
    if (!variant) throw new Error('the seed catalog has no variant in stock');
    return variant;
  };

  const plan: {
    user: number;
    address: number;
    phone: string;
    status: OrderStatus;
    mode: 'C' | 'O';
    lines: number;
    daysAgo: number;
    promo?: boolean;
  }[] = [
    {
      user: demoId,
      address: addressIds.demo[0] ?? 1,
      phone: DEMO_SHOPPER.mobile,
      status: 'D',
      mode: 'O',
      lines: 2,
      daysAgo: 60,
      promo: true,
    },
    {
      user: demoId,
      address: addressIds.demo[0] ?? 1,
      phone: DEMO_SHOPPER.mobile,
      status: 'R',
      mode: 'C',
      lines: 2,
      daysAgo: 45,
    },
    {
      user: demoId,
      address: addressIds.demo[1] ?? 2,
      phone: DEMO_SHOPPER.mobile,
      status: 'C',
      mode: 'C',
      lines: 1,
      daysAgo: 30,
    },
    {
      user: demoId,
      address: addressIds.demo[0] ?? 1,
      phone: DEMO_SHOPPER.mobile,
      status: 'S',
      mode: 'O',
      lines: 3,
      daysAgo: 6,
    },
    {
      user: demoId,
      address: addressIds.demo[1] ?? 2,
      phone: DEMO_SHOPPER.mobile,
      status: 'P',
      mode: 'C',
      lines: 1,
      daysAgo: 3,
    },
    {
      user: demoId,
      address: addressIds.demo[0] ?? 1,
      phone: DEMO_SHOPPER.mobile,
      status: 'A',
      mode: 'C',
      lines: 2,
      daysAgo: 1,
    },
    {
      user: otherId,
      address: addressIds.other[0] ?? 3,
      phone: OTHER_SHOPPER.mobile,
      status: 'D',
      mode: 'C',
      lines: 1,
      daysAgo: 20,
    },
  ];

  let nextLine = 1;
  plan.forEach((order, i) => {
    const id = i + 1;
    const address = rows.addresses.find((row) => row.id === order.address);
    if (!address?.id) throw new Error('seed order without an address');
    const lines = Array.from({ length: order.lines }, (_, n) => ({ variant: nextVariant(), quantity: (n % 2) + 1 }));
    const priced = lines.map(({ variant, quantity }) => ({
      price: variant.pricePaise,
      sellingPrice: variant.sellingPricePaise,
      quantity,
      hsn: products.get(variant.productId)?.hsn ?? null,
    }));
    const createdAt = daysBefore(order.daysAgo, 2);
    const way = taxWay(SITE_CONTENT.invoice_details, createdAt);
    // The promo order used WELCOME10: 10% of the sub-total, capped at ₹500.
    const promo = order.promo ? Math.min(Math.round(cartTotals(priced, way).subTotal / 10), 500_00) : 0;
    const totals = cartTotals(priced, way, promo);
    const placeOfSupply = gstStateByName(address.state)?.code ?? null;
    const inside = placeOfSupply === shopStateCode(SITE_CONTENT.invoice_details);
    const snapshot: AddressSnapshot = {
      int_glcode: address.id,
      var_house_no: address.houseNo,
      var_app_name: address.appName,
      var_landmark: address.landmark,
      var_country: address.country,
      var_state: address.state,
      var_city: address.city,
      var_pincode: address.pincode,
      chr_type: address.chrType ?? 'home',
    };
    const orderNumber = `SF-${String(id).padStart(6, '0')}`;
    const shipment = demoShipment(id, order.status);
    rows.orders.push({
      id,
      orderNumber,
      userId: order.user,
      status: order.status,
      totalPaise: totals.subTotal,
      discountPaise: totals.discountTotal,
      promoDiscountPaise: promo,
      deliveryPaise: totals.deliveryCharge,
      taxPaise: totals.gstTotal,
      payablePaise: totals.grossTotal - promo,
      paymentMode: order.mode,
      paymentId: order.mode === 'O' ? seedRef('pay', id) : '',
      providerOrderId: order.mode === 'O' ? seedRef('order', id) : null,
      promocode: order.promo ? 'WELCOME10' : '',
      address: snapshot,
      phone: order.phone,
      placeOfSupply,
      createdAt,
      carrier: shipment?.carrier ?? null,
      trackingNumber: shipment?.trackingNumber ?? null,
      trackingUrl: shipment?.trackingUrl ?? null,
    });
    rows.activity.push(...demoSteps({ id, number: orderNumber, status: order.status, placedAt: createdAt }));
    if (order.mode === 'O') {
      // What online step 1 holds for (IntentSnapshot in orders/payments/holds.ts, a layer above the seed).
      const request = {
        items: lines.map(({ variant, quantity }, n) => {
          const product = products.get(variant.productId);
          return {
            id: n + 1,
            productId: variant.productId,
            variantId: variant.id,
            slug: product?.slug ?? '',
            title: product?.title ?? '',
            image: variant.image,
            quantity,
            price: variant.pricePaise,
            sellingPrice: variant.sellingPricePaise,
            stock: variant.stock,
            hsn: product?.hsn ?? null,
            attributes: variant.attributes,
          };
        }),
        totals,
        way,
        placeOfSupply: placeOfSupply ?? '',
        promoDiscount: promo,
        promocode: order.promo ? 'WELCOME10' : '',
        address: snapshot,
        phone: order.phone,
      };
      rows.paymentIntents.push({
        providerOrderId: seedRef('order', id),
        userId: order.user,
        amountPaise: totals.grossTotal - promo,
        status: 'paid',
        request,
        orderId: id,
        createdAt,
        expiresAt: createdAt,
        capturedAt: createdAt,
        paymentId: seedRef('pay', id),
      });
    }
    lines.forEach(({ variant, quantity }, n) => {
      const product = products.get(variant.productId);
      if (!product) throw new Error(`seed order line for unknown product ${variant.productId}`);
      const lineId = nextLine++;
      rows.orderLines.push({
        id: lineId,
        orderId: id,
        productId: product.id,
        variantId: variant.id,
        title: product.title,
        slug: product.slug,
        image: variant.image,
        attributes: variant.attributes,
        unitPricePaise: variant.sellingPricePaise,
        quantity,
        lineTotalPaise: variant.sellingPricePaise * quantity,
        ...splitTax(totals.taxes[n]!, inside),
      });
      if (order.status === 'R' && n === 0) {
        // The demo's returned order is done with: its goods came back three days after it was asked.
        const receivedAt = daysBefore(order.daysAgo - 10);
        rows.returns.push({
          id: rows.returns.length + 1,
          orderId: id,
          orderLineId: lineId,
          productId: product.id,
          variantId: variant.id,
          reason: 'The size was too small.',
          createdAt: daysBefore(order.daysAgo - 7),
          receivedAt,
        });
        rows.activity.push(demoReceipt({ id, number: orderNumber }, receivedAt, [{ title: product.title, quantity }]));
      }
    });
  });
  return rows;
}
