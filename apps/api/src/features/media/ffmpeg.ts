import { spawn } from "node:child_process";

export type ToolResult = { stdout: string; stderr: string };

/** The tool could not be started at all (not installed, wrong path). */
export class ToolMissingError extends Error {}

/** Runs ffmpeg or ffprobe; rejects with its last words on a non-zero exit; killed on abort. */
export function runTool(
  command: string,
  args: string[],
  signal?: AbortSignal,
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], signal });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      // Only the tail matters and ffmpeg talks a lot.
      stderr = (stderr + chunk.toString("utf8")).slice(-8_000);
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new ToolMissingError(`${command} not found`) : error),
    );
    child.once("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} exited with ${code}: ${stderr.slice(-1_000)}`));
    });
  });
}

export type VideoProbe = { durationSeconds: number | null; hasVideo: boolean; hasAudio: boolean };

export async function probeVideo(
  ffprobe: string,
  file: string,
  signal?: AbortSignal,
): Promise<VideoProbe> {
  const { stdout } = await runTool(
    ffprobe,
    ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file],
    signal,
  );
  const parsed = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: { codec_type?: string }[];
  };
  const duration = Number(parsed.format?.duration);
  const types = (parsed.streams ?? []).map((stream) => stream.codec_type);
  return {
    durationSeconds: Number.isFinite(duration) ? Math.round(duration * 100) / 100 : null,
    hasVideo: types.includes("video"),
    hasAudio: types.includes("audio"),
  };
}

/** H.264/AAC in MP4, at most 720 lines high (never enlarged), moov atom first so playback starts at once. */
export function transcodeArgs(input: string, output: string, hasAudio: boolean): string[] {
  return [
    "-y",
    "-v",
    "error",
    "-i",
    input,
    "-map",
    "0:v:0",
    ...(hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", "128k", "-ac", "2"] : ["-an"]),
    "-vf",
    "scale=-2:'min(720,trunc(ih/2)*2)'",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "23",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    output,
  ];
}

export function posterArgs(input: string, output: string, atSeconds: number): string[] {
  return [
    "-y",
    "-v",
    "error",
    "-ss",
    String(atSeconds),
    "-i",
    input,
    "-frames:v",
    "1",
    "-vf",
    "scale=640:-2",
    output,
  ];
}
