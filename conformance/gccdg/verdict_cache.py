# SPDX-License-Identifier: MIT
"""Caches per-test facts that do not depend on ftnio.

An entry records whether the test compiled, its I/O symbols and its
libgfortran verdict. The key hashes the test id, the bytes of every source
it compiles, the compiler's identity, the flags and the harness version,
so a changed test, compiler or flag set never reuses a stale entry. Writes
are atomic (rename), so parallel lit workers can share the directory.
"""

import hashlib
import json
import os
import tempfile

# Bump when the meaning of a cached entry changes.
HARNESS_VERSION = "gccdg-5"


def cache_key(test_id, source_blobs, compiler_id, flags):
    """Return the hex digest naming a cache entry."""
    digest = hashlib.sha256()
    for part in [HARNESS_VERSION, test_id, compiler_id, "\0".join(flags)]:
        digest.update(part.encode("utf-8", "surrogateescape") + b"\0\1")
    for blob in source_blobs:
        digest.update(hashlib.sha256(blob).digest())
    return digest.hexdigest()


class VerdictCache:
    """A directory of small JSON files, one per cache key."""

    def __init__(self, directory, enabled=True):
        self.directory = directory
        self.enabled = enabled and bool(directory)

    def _path(self, key):
        return os.path.join(self.directory, key[:2], key + ".json")

    def load(self, key):
        """Return the cached dict or None."""
        if not self.enabled:
            return None
        try:
            with open(self._path(key), encoding="utf-8") as handle:
                return json.load(handle)
        except (OSError, ValueError):
            return None

    def store(self, key, entry):
        """Atomically write an entry (silently skipped when disabled)."""
        if not self.enabled:
            return
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(entry, handle, sort_keys=True)
        os.replace(tmp, path)
