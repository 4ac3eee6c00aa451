"""The board page's Discord Activity bridge, bot/web/static/activity.js, is built from
bot/web/activity by `make activity` (Node is a build tool only) and committed: these tests read
it with Python alone, so the bot and its tests never need Node. The last one rebuilds it from
scratch, and runs only where asked to (`ACTIVITY_REBUILD=1`, with npm on PATH)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "bot" / "web"
ACTIVITY = WEB / "activity"
BUILT = WEB / "static" / "activity.js"
BANNER = re.compile(
    rb'/\* Built by "make activity" from bot/web/activity \(do not edit\): '
    rb"sources sha256 ([0-9a-f]{64}) \*/\n"
)
PINNED = ("@discord/embedded-app-sdk", "esbuild")
MAX_BYTES = 200_000  # the SDK with its inlined zod is ~165 KB; far more means something crept in


def sources_sha256(folder: Path) -> str:
    """The hash build.mjs writes in the banner: package.json, package-lock.json, build.mjs,
    then every file under src/ by its path (relative, with "/"), their bytes one after the
    other."""
    src = sorted(
        (path for path in (folder / "src").rglob("*") if path.is_file()),
        key=lambda path: path.relative_to(folder).as_posix(),
    )
    digest = hashlib.sha256()
    for path in [folder / "package.json", folder / "package-lock.json", folder / "build.mjs", *src]:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def test_the_built_file_is_built_from_the_sources_as_they_are() -> None:
    """Whoever edits bot/web/activity (its source, its build, or a version in package.json or
    the lock) must run `make activity` and commit the new bot/web/static/activity.js."""
    banner = BANNER.match(BUILT.read_bytes())
    assert banner is not None, "activity.js has no build banner: run `make activity`"
    assert banner[1].decode() == sources_sha256(ACTIVITY), (
        "bot/web/activity changed since activity.js was built: run `make activity`"
    )


def test_the_built_file_gives_the_page_its_one_global_and_stays_small() -> None:
    """The page's script finds `window.BoardActivity`; the page does not load a bloated file."""
    built = BUILT.read_bytes()
    assert b"window.BoardActivity=" in built
    assert b"inDiscord" in built and b"authenticate" in built
    assert len(built) < MAX_BYTES


def test_the_build_tools_are_pinned_to_exact_versions_in_both_files() -> None:
    """A rebuild next year takes the very same SDK and esbuild, so it gives the same bytes."""
    package = json.loads((ACTIVITY / "package.json").read_text())
    lock = json.loads((ACTIVITY / "package-lock.json").read_text())
    wanted = {**package.get("dependencies", {}), **package.get("devDependencies", {})}
    assert set(PINNED) <= set(wanted)
    assert lock["lockfileVersion"] == 3
    root = lock["packages"][""]
    for name, version in wanted.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} {version!r} is not exact"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version, name
        pinned_at_root = {**root.get("dependencies", {}), **root.get("devDependencies", {})}
        assert pinned_at_root[name] == version, name


@pytest.mark.skipif(
    shutil.which("npm") is None or os.environ.get("ACTIVITY_REBUILD") != "1",
    reason="rebuilds with Node: set ACTIVITY_REBUILD=1 (and have npm on PATH)",
)
def test_a_fresh_build_gives_the_committed_bytes(tmp_path: Path) -> None:
    """The committed file is exactly what the sources build to, from a clean install: nothing
    in it was edited by hand or built from other versions, and the build is reproducible."""
    folder = tmp_path / "activity"
    shutil.copytree(ACTIVITY, folder, ignore=shutil.ignore_patterns("node_modules"))
    out = tmp_path / "activity.js"
    npm = shutil.which("npm") or "npm"
    for args in (["ci", "--no-audit", "--no-fund"], ["run", "build", "--", str(out)]):
        subprocess.run([npm, *args], cwd=folder, check=True, capture_output=True, timeout=600)
    assert out.read_bytes() == BUILT.read_bytes()
