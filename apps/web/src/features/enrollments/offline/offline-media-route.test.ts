// @vitest-environment node
// The worker's Request, Response and Blob are Node's own here; jsdom has no Cache Storage.
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerFromOfflineCopy, isMediaAddress } from "./offline-media-route";

const app = "https://leren.demo.example";
const bucketFile = (signature: string) =>
  "https://files.s3.eu-west-1.amazonaws.com/media/7f3a.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
  `&X-Amz-Credential=AKIA%2F20261126%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Signature=${signature}`;

const matches = (address: string) => {
  const url = new URL(address);
  return isMediaAddress({ url, sameOrigin: url.origin === app });
};

describe("isMediaAddress", () => {
  it("takes the API's own file URLs and presigned S3 URLs", () => {
    expect(matches(`${app}/api/v1/files/media/7f3a.png?expires=1&signature=ab`)).toBe(true);
    expect(matches(bucketFile("c0ffee"))).toBe(true);
  });

  it("leaves other addresses of our own origin and other sites alone", () => {
    expect(matches(`${app}/api/v1/users/me`)).toBe(false);
    expect(matches(`${app}/assets/index-abc.js`)).toBe(false);
    // The browser's error reports and the booking widget's frame.
    expect(matches("https://o1.ingest.sentry.io/api/7/envelope/?sentry_key=abc")).toBe(false);
    expect(matches("https://boeken.example/widget?bedrijf=Demo&naam=Fatima")).toBe(false);
    // A bucket file without a signature is no presigned address.
    expect(matches("https://files.s3.eu-west-1.amazonaws.com/media/7f3a.mp4")).toBe(false);
  });
});

describe("answerFromOfflineCopy", () => {
  const bytes = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const network = vi.fn(() => Promise.resolve(new Response("from the network")));

  /** Cache Storage holding one file under its address at saving time. */
  function keep(address: string) {
    const kept = new URL(address);
    vi.stubGlobal("caches", {
      match: (asked: string, options?: CacheQueryOptions) => {
        const url = new URL(asked);
        if (options?.ignoreSearch) [url.search, kept.search] = ["", ""];
        return Promise.resolve(
          url.href === kept.href
            ? new Response(bytes, { headers: { "content-type": "video/mp4" } })
            : undefined,
        );
      },
    });
  }
  const ask = (address: string, range?: string) =>
    answerFromOfflineCopy({
      request: new Request(address, range ? { headers: { range } } : {}),
    });
  const read = async (answer: Response) => [...new Uint8Array(await answer.arrayBuffer())];

  afterEach(() => {
    vi.unstubAllGlobals();
    network.mockClear();
  });

  it("passes a file without a copy to the network", async () => {
    keep(bucketFile("old"));
    vi.stubGlobal("fetch", network);
    const answer = await ask(`${app}/api/v1/files/media/other.png?signature=ab`);
    expect(await answer.text()).toBe("from the network");
    expect(network).toHaveBeenCalledOnce();
  });

  it("answers a file with a copy from it, under a newer signature too", async () => {
    keep(bucketFile("old"));
    vi.stubGlobal("fetch", network);
    const answer = await ask(bucketFile("new"));
    expect(answer.status).toBe(200);
    expect(await read(answer)).toEqual([...bytes]);
    expect(network).not.toHaveBeenCalled();
  });

  it("cuts the byte ranges a video asks for from the copy", async () => {
    keep(bucketFile("old"));
    const middle = await ask(bucketFile("new"), "bytes=2-5");
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(middle.headers.get("content-length")).toBe("4");
    expect(middle.headers.get("content-type")).toBe("video/mp4");
    expect(await read(middle)).toEqual([2, 3, 4, 5]);

    const rest = await ask(bucketFile("new"), "bytes=7-");
    expect(rest.headers.get("content-range")).toBe("bytes 7-9/10");
    expect(await read(rest)).toEqual([7, 8, 9]);

    const beyondEnd = await ask(bucketFile("new"), "bytes=8-50");
    expect(await read(beyondEnd)).toEqual([8, 9]);

    const last = await ask(bucketFile("new"), "bytes=-3");
    expect(last.headers.get("content-range")).toBe("bytes 7-9/10");
    expect(await read(last)).toEqual([7, 8, 9]);
  });

  it("refuses a range that starts after the end", async () => {
    keep(bucketFile("old"));
    const answer = await ask(bucketFile("new"), "bytes=10-");
    expect(answer.status).toBe(416);
    expect(answer.headers.get("content-range")).toBe("bytes */10");
  });
});
