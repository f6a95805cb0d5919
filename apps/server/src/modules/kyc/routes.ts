import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  emptyRequest,
  kycAdminImageRequest,
  kycApproveRequest,
  kycDecisionResponse,
  kycDetailResponse,
  kycImageRequest,
  kycQueueRequest,
  kycQueueResponse,
  kycRejectRequest,
  kycStatusResponse,
  kycSubmitRequest,
  kycSubmitResponse,
  verificationIdRequest,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { assertRole, requireOperator } from '../../platform/operator-auth';
import { OPERATOR_API_PREFIX, registerOperatorRoute } from '../../platform/operator-route';
import { CUSTOMER_API_PREFIX, registerCustomerRoute, type RouteGuards } from '../../platform/route';
import { sendUpload } from '../../platform/uploads';
import type { KycService } from './service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Identity documents are for the compliance desk (and admins, who may do everything). */
const REVIEWERS = ['compliance'] as const;

export function registerKycRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  authenticateOperator: Hook,
  service: KycService,
): void {
  registerCustomerRoute(app, guards, {
    path: '/kyc/submit',
    summary:
      'Submit identity verification: name, ID number, front and back images (uploaded first); katakana name and document type for Japanese documents',
    tag: 'kyc',
    body: kycSubmitRequest,
    data: kycSubmitResponse,
    access: 'customer',
    idempotent: true,
    handle: (request, body) => service.submit(requireCustomer(request), body),
  });

  registerCustomerRoute(app, guards, {
    path: '/kyc/status',
    summary:
      'The customer’s verification status, with the reason when rejected (name and number masked)',
    tag: 'kyc',
    body: emptyRequest,
    data: kycStatusResponse,
    access: 'customer',
    idempotent: false,
    handle: (request) => service.status(requireCustomer(request)),
  });

  // The image itself is the answer, so this route does not use the JSON envelope on success.
  app.route({
    method: 'POST',
    url: `${CUSTOMER_API_PREFIX}/kyc/image`,
    schema: {
      summary:
        'The customer’s own ID image (front or back) of their latest submission; answers the image',
      tags: ['kyc'],
      body: kycImageRequest,
      security: [{ token: [], account: [] }],
    },
    preHandler: [guards.authenticateCustomer],
    handler: async (request, reply) => {
      const { side } = request.body as z.output<typeof kycImageRequest>;
      const upload = await service.ownImage(requireCustomer(request), side);
      return sendUpload(reply, service.uploadDir, upload, `id-${side}`);
    },
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/kyc/queue',
    summary: 'Pending identity verifications, oldest first (keyset paging by afterId)',
    body: kycQueueRequest,
    data: kycQueueResponse,
    roles: REVIEWERS,
    handle: (_request, body) => service.queue(body),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/kyc/detail',
    summary:
      'One identity verification in full, with the customer’s history and other accounts using the same document',
    body: verificationIdRequest,
    data: kycDetailResponse,
    roles: REVIEWERS,
    handle: (_request, body) => service.detail(body.verificationId),
  });

  app.route({
    method: 'POST',
    url: `${OPERATOR_API_PREFIX}/kyc/image`,
    schema: {
      summary:
        'An ID image of a verification (front or back); answers the image; each view is audited',
      tags: ['admin'],
      body: kycAdminImageRequest,
      security: [{ operatorToken: [] }],
    },
    preHandler: [authenticateOperator],
    handler: async (request, reply) => {
      const operator = requireOperator(request);
      assertRole(operator, REVIEWERS);
      const body = request.body as z.output<typeof kycAdminImageRequest>;
      const upload = await service.reviewImage(
        operator,
        body.verificationId,
        body.side,
        request.ip,
      );
      return sendUpload(
        reply,
        service.uploadDir,
        upload,
        `verification-${body.verificationId}-${body.side}`,
      );
    },
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/kyc/approve',
    summary: 'Approve a pending identity verification (audited)',
    body: kycApproveRequest,
    data: kycDecisionResponse,
    roles: REVIEWERS,
    handle: (request, body, operator) => service.approve(operator!, body, request.ip),
  });

  registerOperatorRoute(app, authenticateOperator, {
    path: '/kyc/reject',
    summary: 'Reject a pending identity verification with a reason the customer sees (audited)',
    body: kycRejectRequest,
    data: kycDecisionResponse,
    roles: REVIEWERS,
    handle: (request, body, operator) => service.reject(operator!, body, request.ip),
  });
}
