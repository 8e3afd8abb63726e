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


@pytest.mark.parametrize("path", LESSONS, ids=[path.stem for path in LESSONS])
def test_a_lesson_names_its_kernel_as_the_kernel_does(path: Path) -> None:
    """JupyterLab writes the running kernel's own spec into a notebook it opens, and marks it
    modified when the saved one differs: a lesson saves the python3 kernel's spec as it is."""
    from jupyter_client.kernelspec import get_kernel_spec

    spec = get_kernel_spec("python3")
    saved = json.loads(path.read_text(encoding="utf-8"))["metadata"]["kernelspec"]
    assert saved == {"display_name": spec.display_name, "language": spec.language, "name": "python3"}, (
        f"{path.name}: its kernelspec is not the kernel's own ({spec.display_name!r})")
