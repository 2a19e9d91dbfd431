#!/usr/bin/env bash
# Installs the Debian packages the tests drive for real when missing: Chromium for the page, redis-server for shared
# rate limits, nginx (with its brotli_static module, so the edge serves the precompressed .br files) for the edge,
# Prometheus (with promtool) for the stack's metrics, podman with runc and debootstrap for the container image (its
# base is built locally: no image registry is reachable).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v podman >/dev/null 2>&1 || missing+=(podman)
command -v runc >/dev/null 2>&1 || [ -x /usr/sbin/runc ] || missing+=(runc)
command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
# Without recommends: Prometheus recommends its node exporter, another service, which nothing here reads.
without_recommends=()
{ command -v prometheus && command -v promtool; } >/dev/null 2>&1 || without_recommends+=(prometheus)
all=("${missing[@]}" "${without_recommends[@]}")
[ ${#all[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "The tests need these Debian packages: ${all[*]}. Install them (apt-get install ${all[*]}) and run again." >&2
    exit 1
  fi
fi
echo "Installing Debian packages for the tests: ${all[*]}" >&2
"${sudo[@]}" apt-get update -qq
[ ${#missing[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >&2
[ ${#without_recommends[@]} -eq 0 ] && exit 0
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${without_recommends[@]}" >&2
# The package enables and starts a system Prometheus on port 9090 where an init system starts services (systemd on a
# CI machine; in a container, policy-rc.d or the missing runlevel keeps invoke-rc.d from it). The stack runs a
# Prometheus of its own on a free port: the system one is stopped and disabled, not left holding 9090.
if [ -d /run/systemd/system ]; then
  "${sudo[@]}" systemctl disable --now prometheus.service >&2
else
  "${sudo[@]}" invoke-rc.d prometheus stop >&2 || true
  "${sudo[@]}" update-rc.d prometheus disable >&2
fi
