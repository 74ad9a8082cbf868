// The Node.js lines Leerlijn supports: the maintained LTS lines (22 and 24). Node 20 is past its
// end of life, and pg-boss, i18next and others need 22.12 or newer.
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);

export function requireSupportedNode() {
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `Leerlijn needs Node.js 22.12 or newer (22 or 24 LTS); this is Node.js ${process.versions.node}.\n` +
      "Install a current LTS release from https://nodejs.org and run the command again.",
  );
  process.exit(1);
}
