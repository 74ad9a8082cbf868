// The ceiling: Fastify with nothing of ours on top, so the API's figures can be read as a share.
import Fastify from "fastify";

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get("/", () => ({ status: "ok" }));
await app.listen({ port, host: "127.0.0.1" });
