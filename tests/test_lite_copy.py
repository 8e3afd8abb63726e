"""The lessons as the offline JupyterLite site serves them (scripts/build_lite.py): without
matplotlib, numpy and endplay, which Pyodide's core lacks, every lesson still runs to its end,
each plot and each cell that needs numpy printing a note instead. And the site's wheels carry
the bytecode the browser's Python would otherwise compile at each kernel start."""

from __future__ import annotations

import base64
import fcntl
import hashlib
import json
import runpy
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from honeymoon_course import questions

REPO = Path(__file__).resolve().parents[1]
LESSONS = sorted((REPO / "lessons").glob("[0-9]*.ipynb"))
BUILD = runpy.run_path(str(REPO / "scripts" / "build_lite.py"))

#: Run each lesson's code cells in a namespace of its own, as a kernel would, with the missing
#: modules unimportable; print one line per lesson (after what the lesson prints): the marker, the
#: lesson's name, then "ok" or the failure.
RUNNER = """
import json, sys
for name in ("numpy", "matplotlib", "matplotlib.pyplot", "endplay"):
    sys.modules[name] = None
for lesson, cells in json.load(sys.stdin).items():
    namespace = {"__name__": "__main__"}
    outcome = "ok"
    for number, source in cells:
        try:
            exec(compile(source, f"cell {number}", "exec"), namespace)
        except Exception as error:
            outcome = f"cell {number} failed: {type(error).__name__}: {error}"
            break
    print("offline-copy-outcome", json.dumps([lesson, outcome]), flush=True)
"""


def offline(lesson: Path) -> dict[str, Any]:
    return BUILD["offline_copy"](json.loads(lesson.read_text()), lesson.name)


def code_cells(notebook: dict[str, Any]) -> list[tuple[int, str]]:
    return [(number, "".join(cell["source"])) for number, cell in enumerate(notebook["cells"])
            if cell["cell_type"] == "code"]


@pytest.fixture(scope="session")
def offline_runs(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> dict[str, str]:
    """Each lesson's offline copy run to its end, all in one Python process (one start instead of
    seventeen), once for the whole test run: the lesson's name, then "ok" or the cell that failed
    and why. The first test worker to need them runs them; the others wait for its file (the
    run's temporary folder, which pytest-xdist's workers share, is new at each run)."""
    shared = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        shared = shared.parent
    outcomes = shared / "offline-copy-outcomes.json"
    with open(shared / "offline-copy-outcomes.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not outcomes.exists():
            outcomes.write_text(json.dumps(_run_offline_copies()))
    return dict(json.loads(outcomes.read_text()))


def _run_offline_copies() -> dict[str, str]:
    cells = {lesson.name: code_cells(offline(lesson)) for lesson in LESSONS}
    run = subprocess.run([sys.executable, "-c", RUNNER], input=json.dumps(cells), capture_output=True,
                         text=True, cwd=REPO / "lessons", timeout=1200)
    marker = "offline-copy-outcome "
    outcomes = dict(json.loads(line.removeprefix(marker)) for line in run.stdout.splitlines()
                    if line.startswith(marker))
    return {lesson: outcomes.get(lesson, f"not run (exit {run.returncode}): {run.stderr[-2000:]}")
            for lesson in cells}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_the_offline_copy_runs_without_numpy_matplotlib_and_endplay(lesson: Path,
                                                                   offline_runs: dict[str, str]) -> None:
    assert offline_runs[lesson.name] == "ok"


def test_a_lesson_names_the_site_s_kernel_as_the_start_page_does() -> None:
    start_page = json.loads((REPO / "lite" / "README.ipynb").read_text(encoding="utf-8"))
    copy = offline(LESSONS[0])
    assert copy["metadata"]["kernelspec"] == start_page["metadata"]["kernelspec"]
    assert copy["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"


def test_a_cell_needing_numpy_and_the_cells_using_what_it_made_print_the_note() -> None:
    notebook = {"cells": [
        {"cell_type": "code",
         "source": ["import honeymoon as hm\n", "from honeymoon.simulate import deal_many"]},
        {"cell_type": "code", "source": ["sims = deal_many(10, seed=1)\n", "mean = sims.hcp.mean()"]},
        {"cell_type": "code", "source": ["print(mean)"]},
        {"cell_type": "code", "source": ["mean = 10\n", "print(mean)"]},
        {"cell_type": "code", "source": ["print([x for x in range(mean)])"]},
    ]}
    copy = BUILD["offline_copy"](notebook, "example")
    sources = ["".join(cell["source"]) for cell in copy["cells"]]
    note = f"print({BUILD['NUMPY_NOTE']!r})"
    assert sources == ["import honeymoon as hm", note, note, "mean = 10\nprint(mean)",
                       "print([x for x in range(mean)])"]


@pytest.mark.parametrize(("cell", "taken_out"), [
    ("sims = sims[sims.hcp > 3]", True),              # reads sims before binding it again
    ("total += 1", True),                             # an augmented assignment reads first
    ("def f(arr):\n    return arr\nprint(sims)", True),  # a global read beside a local
    ("print(sum(sims))", True),
    ("sims = 1\nprint(sims)", False),                 # bound before it is read
    ("for sims in range(3):\n    print(sims)", False),
    ("print([sims for sims in range(3)])", False),    # the comprehension's own name
    ("f = lambda sims: sims + 1", False),
    ("def f():\n    sims = 2\n    return sims", False),
    ("import numpy\nprint(numpy.zeros(2))", True),
    ("from numpy import zeros\nprint(zeros(2))", True),
])
def test_a_cell_is_taken_out_when_it_reads_a_name_only_a_missing_cell_made(
        cell: str, taken_out: bool) -> None:
    notebook = {"cells": [
        {"cell_type": "code", "source": ["from honeymoon.simulate import deal_many"]},
        {"cell_type": "code", "source": ["sims = deal_many(10, seed=1)\n", "total = sims.hcp.sum(axis=1)"]},
        {"cell_type": "code", "source": [cell]},
    ]}
    copy = BUILD["offline_copy"](notebook, "example")
    noted = "".join(copy["cells"][2]["source"]) == f"print({BUILD['NUMPY_NOTE']!r})"
    assert noted == taken_out


def test_an_import_over_several_lines_is_refused_with_the_line() -> None:
    notebook = {"cells": [{"cell_type": "code", "source": ["from honeymoon.simulate import (\n",
                                                           "    deal_many,\n", ")"]}]}
    with pytest.raises(SystemExit, match="on one line"):
        BUILD["offline_copy"](notebook, "example")


def test_the_site_to_publish_keeps_numpy_and_the_plots_but_not_endplay() -> None:
    lesson = REPO / "lessons" / "12_the_dummy_forms.ipynb"
    original = json.loads(lesson.read_text())
    copy = BUILD["offline_copy"](json.loads(lesson.read_text()), lesson.name, publish=True)
    tagged = {number for number, cell in enumerate(original["cells"])
              if BUILD["ENDPLAY_TAG"] in cell.get("metadata", {}).get("tags", [])}
    assert tagged
    note = f"print({BUILD['ENDPLAY_NOTE']!r})"
    pairs = enumerate(zip(original["cells"], copy["cells"], strict=True))
    changed = {number for number, (before, after) in pairs
               if "".join(before["source"]) != "".join(after["source"])}
    assert tagged <= changed  # and a cell that uses what they made, noted as well
    assert all("".join(copy["cells"][number]["source"]) == note for number in changed)


def test_without_the_extras_the_bank_leaves_out_only_the_questions_that_need_them() -> None:
    """Practice in the offline site: lesson 12's reviews of four-hand deals need endplay, lesson
    14's simulation numpy; without them the other questions are asked, and what needs them says
    what to install (honeymoon.errors.MissingExtraError, an ImportError too)."""
    script = """
import sys
for name in ("numpy", "endplay"):
    sys.modules[name] = None
from honeymoon_course import questions
from honeymoon.errors import ConfigError, MissingExtraError
print(sorted({q.kind for seed in (1, 2, 3) for q in questions(12, seed=seed)}))
print(sorted({q.kind for seed in (1, 2, 3) for q in questions(14, seed=seed)}))
try:
    import honeymoon.simulate
except MissingExtraError as error:
    print(isinstance(error, ImportError) and isinstance(error, ConfigError), "numpy" in str(error))
"""
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO,
                         timeout=600, check=True)
    twelve, fourteen, refusal = run.stdout.splitlines()
    with_extras = {q.kind for seed in (1, 2, 3) for lesson in (12, 14) for q in questions(lesson, seed=seed)}
    assert "dd-review" in with_extras and "draw-simulation" in with_extras
    assert "dd-review" not in twelve and "review-cost" not in twelve and "what-sees" in twelve
    assert "draw-simulation" not in fourteen and "dd-contract" in fourteen
    assert refusal == "True True"


def _wheel(path: Path, files: dict[str, str]) -> None:
    """A minimal wheel of ``files`` with its RECORD."""
    record = "".join(f"{name},sha256=,{len(text)}\n" for name, text in files.items())
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
        archive.writestr("tiny-1.0.dist-info/RECORD", record + "tiny-1.0.dist-info/RECORD,,\n")


def test_a_wheel_gets_unchecked_bytecode_that_the_import_system_uses(tmp_path: Path) -> None:
    wheel = tmp_path / "tiny-1.0-py3-none-any.whl"
    _wheel(wheel, {"tiny/__init__.py": "ANSWER = 1\n", "tiny/broken.py": "def (:\n",
                   "tiny/data.txt": "not a module"})
    assert BUILD["add_bytecode"](wheel) == 1  # the module that cannot compile is left as it is
    assert BUILD["add_bytecode"](wheel) == 0  # once is enough
    tag = sys.implementation.cache_tag
    with zipfile.ZipFile(wheel) as archive:
        pyc = archive.read(f"tiny/__pycache__/__init__.{tag}.pyc")
        record = archive.read("tiny-1.0.dist-info/RECORD").decode()
        archive.extractall(tmp_path / "site")
    assert int.from_bytes(pyc[4:8], "little") == 0b01  # PEP 552: hash-based, not checked
    digest = base64.urlsafe_b64encode(hashlib.sha256(pyc).digest()).rstrip(b"=").decode()
    assert f"tiny/__pycache__/__init__.{tag}.pyc,sha256={digest},{len(pyc)}" in record.splitlines()
    # Unpacking changes the sources' times, and the kernel never writes bytecode of its own: the
    # import uses the wheel's bytecode even when the source no longer matches it.
    (tmp_path / "site" / "tiny" / "__init__.py").write_text("ANSWER = 2\n")
    run = subprocess.run([sys.executable, "-B", "-c", "import tiny; print(tiny.ANSWER)"],
                         cwd=tmp_path / "site", capture_output=True, text=True, check=True)
    assert run.stdout == "1\n"


def test_a_wheel_s_requirements_are_read_without_extras_or_markers(tmp_path: Path) -> None:
    wheel = tmp_path / "tiny-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("tiny-1.0.dist-info/METADATA", "Name: tiny\nRequires-Dist: comm>=0.1\n"
                         "Requires-Dist: IPython ; python_version >= '3.10'\n"
                         "Requires-Dist: pytest ; extra == 'test'\n")
    assert BUILD["requires"](wheel) == ["comm", "ipython"]


def test_the_site_serves_the_glossary_beside_the_lessons_that_link_to_it(tmp_path: Path) -> None:
    BUILD["copy_contents"](tmp_path / "files", False)
    served = tmp_path / "files" / "lessons"
    glossary = (REPO / "lessons" / "glossary.md").read_text(encoding="utf-8")
    assert (served / "glossary.md").read_text(encoding="utf-8") == glossary
    assert "](glossary.md)" in (served / LESSONS[0].name).read_text(encoding="utf-8")
