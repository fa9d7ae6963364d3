import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { DEMO, type DemoAccount } from './demo';

// A 1×1 PNG for the proof of delivery: the server re-encodes every upload.
const PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type BusinessOrder = { id: string; codeEntreprise: string };

/**
 * The other people of a delivery: the demo business and the demo courier (both in Bassam),
 * acting through their own endpoints, each step one the client's open page must follow.
 */
export class OrderDrivers {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly business: Auth & { entrepriseId: number },
    private readonly courier: Auth,
  ) {}

  /** With another courier than the demo one when a journey needs him (issue 34's rescues). */
  static async signIn(request: APIRequestContext, rider: DemoAccount = DEMO.courier): Promise<OrderDrivers> {
    const business = await apiSignIn(request, DEMO.business);
    const me = await ok<{ id: number }>(request.get('/api/entreprises/me', { headers: business.headers }));
    const courier = await apiSignIn(request, rider);
    return new OrderDrivers(request, { ...business, entrepriseId: me.id }, courier);
  }

  private businessUrl(orderId: string, action: string): string {
    return `/api/entreprises/${this.business.entrepriseId}/orders/${orderId}/${action}`;
  }

  /** Accepting says the preparation time (issue 21 §1). */
  accept(orderId: string, delaiPreparationMin = 20) {
    return ok(
      this.request.put(this.businessUrl(orderId, 'accepter'), {
        headers: this.business.headers,
        data: { delaiPreparationMin },
      }),
    );
  }

  /** The status the server answers, for steps that must be refused. */
  async tryAccept(orderId: string): Promise<number> {
    const res = await this.request.put(this.businessUrl(orderId, 'accepter'), {
      headers: this.business.headers,
      data: { delaiPreparationMin: 20 },
    });
    return res.status();
  }

  /** Refusing says why (issue 21 §1). */
  refuse(orderId: string, motif = 'Trop de commandes') {
    return ok(
      this.request.put(this.businessUrl(orderId, 'refuser'), {
        headers: this.business.headers,
        data: { motif },
      }),
    );
  }

  get entrepriseId(): number {
    return this.business.entrepriseId;
  }

  /** A product of the demo business in or out of stock, as its owner's menu switch does. */
  setAvailable(produitId: number, disponible: boolean) {
    return ok(
      this.request.put(`/api/produits/${produitId}`, {
        headers: this.business.headers,
        data: { disponible },
      }),
    );
  }

  ready(orderId: string) {
    return ok(this.request.put(this.businessUrl(orderId, 'prete'), { headers: this.business.headers }));
  }

  async businessCode(orderId: string): Promise<string> {
    const page = await ok<{ content: BusinessOrder[] }>(
      this.request.get(`/api/entreprises/${this.business.entrepriseId}/orders?size=50`, {
        headers: this.business.headers,
      }),
    );
    const order = page.content.find((o) => o.id === orderId);
    if (!order) throw new Error(`La commande ${orderId} manque dans la liste de l'entreprise.`);
    return order.codeEntreprise;
  }

  async takeMission(orderId: string) {
    await ok(
      this.request.put('/api/livreurs/disponibilite', {
        headers: this.courier.headers,
        data: { disponible: true, latitude: 5.2, longitude: -3.74 },
      }),
    );
    return ok(
      this.request.post(`/api/livreurs/accepter-mission/${orderId}`, { headers: this.courier.headers }),
    );
  }

  pickUp(orderId: string, code: string) {
    return ok(
      this.request.post(`/api/livreurs/marquer-recuperee/${orderId}?code=${encodeURIComponent(code)}`, {
        headers: this.courier.headers,
      }),
    );
  }

  deliver(orderId: string, codeClient: string) {
    return ok(
      this.request.post(`/api/livreurs/marquer-livree/${orderId}`, {
        headers: this.courier.headers,
        multipart: {
          code: codeClient,
          proofFile: { name: 'preuve.png', mimeType: 'image/png', buffer: PROOF },
        },
      }),
    );
  }
}
