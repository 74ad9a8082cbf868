import { deleteMedia } from "@leerlijn/contracts/media/media.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { removeMediaItem } from "./media-list";

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteMedia, { params: { id } }),
    meta: { showsErrors: true },
    onSuccess: (_answer, id) => removeMediaItem(queryClient, id),
  });
}
