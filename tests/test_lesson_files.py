"""The lessons as they are saved in the repository: what a fresh clone opens, and what the book
shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

LESSONS = sorted((Path(__file__).resolve().parents[1] / "lessons").glob("*.ipynb"))


@pytest.mark.parametrize("path", LESSONS, ids=[path.stem for path in LESSONS])
def test_a_lesson_is_saved_without_widget_state(path: Path) -> None:
    """The book shows a lesson's widgets as the pictures they saved (book/_ext/lesson_pages.py),
    and widget state saved in a lesson would only weigh it down: `make lessons` saves none."""
    metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
    assert "widgets" not in metadata, f"{path.name} was saved with widget state: run make lessons"
