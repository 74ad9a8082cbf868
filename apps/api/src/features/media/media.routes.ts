import {
  createVideoUpload as createVideoUploadContract,
  deleteMedia as deleteMediaContract,
  listMedia as listMediaContract,
  uploadMedia as uploadMediaContract,
} from "@leerlijn/contracts/media/media.contract";
import { mediaMessages, mediaSizeLimits } from "@leerlijn/contracts/media/media.schema";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { MULTIPART_LIMITS } from "../../platform/http/multipart";
import { paginateWithoutTotal } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Storage } from "../../platform/storage/storage";
import { addUploadedVideos } from "./add-uploaded-videos";
import { createVideoUpload } from "./create-video-upload";
import { deleteMedia } from "./delete-media";
import type { MediaUsageRegistry } from "./media-usage";
import { presentMediaList } from "./media.presenter";
import { listEveryCompanysMediaPage, listMediaPage } from "./media.repository";
import { uploadFiles } from "./upload-files";
import { managesEveryLibrary, visibleCompanyIds } from "./visible-companies";

export type MediaDeps = { db: Db; storage: Storage; jobs: JobQueue; usage: MediaUsageRegistry };

export function mediaRoutes(app: FastifyInstance, deps: MediaDeps): void {
  registerContract(app, listMediaContract, async ({ tenant, actor, query, request }) => {
    const pageQuery = { type: query.filter?.type, page: query.page, perPage: query.perPage };
    const rows = managesEveryLibrary(tenant, actor)
      ? await listEveryCompanysMediaPage(deps.db, pageQuery)
      : await listMediaPage(deps.db, visibleCompanyIds(tenant), pageQuery);
    const page = paginateWithoutTotal(rows, {
      page: query.page,
      perPage: query.perPage,
      requestUrl: request.url,
    });
    return { ...page, data: await presentMediaList(deps.storage, page.data) };
  });

  registerContract(app, uploadMediaContract, async ({ tenant, body, request }) => {
    if (!request.isMultipart() && !body) throw validationFailed({ files: [mediaMessages.noFiles] });
    const rows = body
      ? await addUploadedVideos(deps, tenant.id, body.videos)
      : await uploadFiles(
          deps,
          tenant.id,
          request.parts({
            limits: { ...MULTIPART_LIMITS, fileSize: mediaSizeLimits.document + 1 },
          }),
        );
    return { data: await presentMediaList(deps.storage, rows) };
  });

  registerContract(app, createVideoUploadContract, async ({ tenant, body }) => {
    const reserved = await createVideoUpload(deps, tenant.id, body);
    return { data: { ...reserved, maxBytes: mediaSizeLimits.video } };
  });

  registerContract(app, deleteMediaContract, async ({ tenant, actor, params }) => {
    await deleteMedia(deps, { tenant, actor }, params.id);
  });
}
