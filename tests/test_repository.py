"""The repository stands on its own: no tracked file points outside it.

A reader of the repository or of the book has neither the machine the project was built on nor
its copies of the rule texts. So no tracked file may name a path outside the repository, and
rule texts are cited by the keys of the book's Sources page (``[honeymoon-fr]`` …), never by
the numbers of the files they came in.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# Spelled in pieces, so that this file does not match its own patterns.
FORBIDDEN = {
    "a path on the build machine": re.compile("/" + "work/"),
    "the folder beside the repository": re.compile(r"\.\./" + "shared"),
    "the rulings file outside the repository": re.compile("RULINGS" + r"\.md"),
    "a rule text by file number": re.compile(r"(?i)\bseeds?[ _-]?(?:texts? )?" + r"0{2}\d\b"),
}

SOURCE_KEYS = ("honeymoon-fr", "bridge-fr", "honeymoon-de", "boerenbridge-fr", "laws")


def tracked_files() -> list[Path]:
    try:
        listing = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [REPO / name for name in listing.stdout.decode().split("\0") if name]


def test_no_tracked_file_points_outside_the_repository() -> None:
    found = []
    for path in tracked_files():
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue  # binary files, and a file deleted but not yet committed
        for number, line in enumerate(text.splitlines(), 1):
            for what, pattern in FORBIDDEN.items():
                if pattern.search(line):
                    found.append(f"{path.relative_to(REPO)}:{number}: {what}: {line.strip()[:100]}")
    assert not found, "cite the book's Sources keys instead:\n" + "\n".join(found)


@pytest.mark.parametrize("line", [
    "see /" + "work/shared/seeds", "../" + "shared/RUL" + "INGS.md", "RULINGS" + ".md says",
    "seed " + "000", "Seed " + "002's example", "seeds " + "000 and 002", "seed-" + "003",
])
def test_the_patterns_catch_what_they_are_for(line: str) -> None:
    assert any(pattern.search(line) for pattern in FORBIDDEN.values())


def test_the_patterns_leave_ordinary_text_alone() -> None:
    for line in ("seeded deals", "seed=3", "a seed of 1000", "20,000 hands", "[honeymoon-fr]"):
        assert not any(pattern.search(line) for pattern in FORBIDDEN.values()), line


def test_every_source_key_is_described_on_the_sources_page() -> None:
    sources = (REPO / "book" / "sources.md").read_text(encoding="utf-8")
    for key in SOURCE_KEYS:
        assert f"(source-{key})=" in sources, f"the Sources page has no target for [{key}]"


def test_the_keys_cited_in_the_repository_are_on_the_sources_page() -> None:
    cited: set[str] = set()
    for path in tracked_files():
        if path.suffix in (".py", ".md", ".ipynb"):
            with_keys = re.findall(r"\[([a-z]+(?:-[a-z]+)?)\]", path.read_text(encoding="utf-8"))
            cited.update(key for key in with_keys if key.endswith(("-fr", "-de")) or key == "laws")
    assert cited, "no file cites a rule text"
    assert cited <= set(SOURCE_KEYS), f"unknown source keys: {sorted(cited - set(SOURCE_KEYS))}"


