import { Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { listAudit, streamAudit } from './list-audit.ts';

const t = useTestApp();

describe('audit log and contact requests in the back office', () => {
  it('records who changed what, lists it with filters, and offers no way to change it', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: {
        email: 'auditada@amparo.test',
        name: 'Auditada',
        role: 'expert',
        password: 'clave-auditada-1',
      },
      remoteAddress: '10.7.7.7',
    });
    const id = created.json().id;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/audit?filter[entity_type]=user&filter[entity_id]=${id}`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      action: 'user.create',
      actor_user_id: admin.user.id,
      actor_email: admin.user.email,
      ip: '10.7.7.7',
    });
    const byAction = await t.app.inject({
      method: 'GET',
      url: '/api/audit?filter[action]=user.&filter[from]=2000-01-01',
      headers: admin.headers,
    });
    expect(byAction.json().meta.total).toBeGreaterThanOrEqual(1);
    const badDate = await t.app.inject({
      method: 'GET',
      url: '/api/audit?filter[from]=ayer',
      headers: admin.headers,
    });
    expect(badDate.statusCode).toBe(400);
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/audit/1', headers: admin.headers, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it('exports the filtered log as CSV once per admin token; another role gets no audit token', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: {
        email: 'exportada@amparo.test',
        name: 'Exportada',
        role: 'expert',
        password: 'clave-export-1',
      },
      remoteAddress: '10.7.7.8',
    });
    const id = created.json().id;
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/exports/token',
      headers: admin.headers,
      payload: { resource: 'audit' },
    });
    expect(issued.statusCode).toBe(201);
    const url = `/api/audit?export_csv=1&token=${issued.json().token}&filter[entity_type]=user&filter[entity_id]=${id}`;
    const csv = await t.app.inject({ method: 'GET', url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFId;Fecha;Usuario;Rol;Acción;Entidad;Id de la entidad;IP;Antes;Después');
    expect(lines).toHaveLength(3); // the header, the one filtered row, the final CRLF
    expect(lines[1]).toContain(`;${admin.user.email};admin;user.create;user;${id};10.7.7.8;`);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    for (const role of [Role.AGENT, Role.EXPERT, Role.DISTRIBUTOR_MANAGER]) {
      const other = await seedSession(t.db, role);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/exports/token',
        headers: other.headers,
        payload: { resource: 'audit' },
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('streams the same rows as the list, newest first, across keyset chunks', async () => {
    const filter = { action: 'user.' };
    const listed = await listAudit(t.db, { filter, page: 1, per_page: 100 });
    const streamed = [];
    for await (const rows of streamAudit(t.db, filter, 1)) streamed.push(...rows);
    expect(streamed.map((r) => r.id)).toEqual(listed.data.map((r) => r.id));
    expect(streamed.length).toBeGreaterThanOrEqual(2);
  });

  it('lets an agent list open call-me-back requests and close one, once', async () => {
    const agent = await seedSession(t.db, Role.AGENT);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/call-you',
      payload: { name: 'Rosa', phone: '622334455', preferred_slot: 'morning' },
    });
    expect(created.json().preferred_slot).toBe('morning');
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/contact-requests?filter[status]=open',
      headers: agent.headers,
    });
    expect(open.json().data.map((r: { id: number }) => r.id)).toContain(created.json().id);
    const close = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/contact-requests/${created.json().id}/close`,
        headers: agent.headers,
      });
    expect((await close()).json()).toMatchObject({ status: 'closed' });
    expect((await close()).statusCode).toBe(409);
    const expert = await seedSession(t.db, Role.EXPERT);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contact-requests', headers: expert.headers }))
        .statusCode,
    ).toBe(403);
  });
});
