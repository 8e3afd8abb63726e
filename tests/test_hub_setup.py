"""What a hub or Binder installs is what the project names: binder/ and the teaching page's hub
instructions (book/teaching.md) against pyproject.toml, and the teaching page's link builder.

Binder and the image of a Zero to JupyterHub set-up are built by repo2docker from binder/; The
Littlest JupyterHub installs from the same binder/requirements.txt. A package added to the
`course` extra and forgotten there would be missing on every hub; a Python older than the
project's would not install it at all.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"
TEACHING = (REPO / "book" / "teaching.md").read_text(encoding="utf-8")
PROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]

#: The one placeholder of the teaching page: the address the teacher replaces by his repository's.
PLACEHOLDER = "https://github.com/OWNER/honeymoon-course"
#: Each learner's copy of the course in his home (nbgitpuller's target folder).
FOLDER = "honeymoon-course"
FIRST_LESSON = "lessons/00_bridge_in_a_few_minutes.ipynb"


def requirements(text: str) -> list[str]:
    """The requirement lines of a requirements file, without comments and blank lines."""
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def shell_lines(text: str) -> list[str]:
    """The lines of the page's ``sh`` code blocks (indented in a numbered step or not)."""
    blocks = re.findall(r"```sh\n(.*?)```", text, flags=re.DOTALL)
    return [line.strip() for block in blocks for line in block.splitlines()]


def pip_installs(lines: list[str]) -> list[str]:
    """The pip commands among shell lines that install into the hub's environment (the page's
    other installs, a teacher's own .venv for printing, are not the hub's)."""
    return [line for line in lines if "-m pip install" in line and "/opt/tljh/" in line]


def nbgitpuller_requirement(text: str) -> str:
    found: set[str] = set(re.findall(r'"(nbgitpuller[^"]*)"', text))
    assert len(found) == 1, f"nbgitpuller is required as {found or 'nothing'}"
    return found.pop()


def test_binder_requirements_are_the_course_extra() -> None:
    listed = requirements((BINDER / "requirements.txt").read_text(encoding="utf-8"))
    assert sorted(listed) == sorted(PROJECT["optional-dependencies"]["course"])


def test_binder_python_is_one_the_project_accepts() -> None:
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    version = re.fullmatch(r"python-(\d+)\.(\d+)", runtime)
    assert version, f"binder/runtime.txt: {runtime!r} is not python-X.Y"
    minimum = re.fullmatch(r">=(\d+)\.(\d+)", PROJECT["requires-python"])
    assert minimum
    assert tuple(map(int, version.groups())) >= tuple(map(int, minimum.groups()))
    # The teaching page says which Python the hub needs, in the same words as the project.
    assert f"Python {minimum[1]}.{minimum[2]} or newer" in TEACHING


def test_the_image_installs_the_course_itself_and_not_as_a_link() -> None:
    """A hub's user storage hides the image's home folder, where repo2docker puts the repository:
    the course's own packages must be copied into the environment, not linked there (-e)."""
    commands = [line for line in (BINDER / "postBuild").read_text(encoding="utf-8").splitlines()
                if line and not line.startswith("#")]
    assert "python -m pip install --no-deps ." in commands
    assert not any(" -e " in command or "--editable" in command for command in commands)


def test_the_hub_instructions_install_what_binder_installs() -> None:
    """The Littlest JupyterHub installs binder/requirements.txt, nbgitpuller of the same
    requirement as the image's, and the course's own packages with no dependencies of their own;
    no other package is named."""
    installs = pip_installs(shell_lines(TEACHING))
    assert installs, "the teaching page installs nothing"
    hub_tool = nbgitpuller_requirement((BINDER / "postBuild").read_text(encoding="utf-8"))
    assert nbgitpuller_requirement("\n".join(installs)) == hub_tool
    for command in installs:
        named = command.split("-m pip install", 1)[1].split()
        packages = [word for word in named if not word.startswith("-")]
        if "-r" in named:
            assert packages == ["/srv/honeymoon-course/binder/requirements.txt", f'"{hub_tool}"'], command
        else:
            assert "--no-deps" in named and packages == ["/srv/honeymoon-course"], command
        assert command.startswith("sudo -E /opt/tljh/user/bin/python -m pip install"), command


def test_every_command_that_writes_in_srv_runs_as_the_administrator() -> None:
    for line in shell_lines(TEACHING):
        if "/srv/" in line and re.match(r"\s*(git|python|pip)\b", line):
            pytest.fail(f"needs sudo: {line}")


def test_one_placeholder_and_no_variable_left_unfilled() -> None:
    assert "$COURSE_REPOSITORY" not in TEACHING
    assert PLACEHOLDER in TEACHING
    addresses = set(re.findall(r"https://github\.com/[\w.-]+/[\w.-]+", TEACHING))
    assert addresses == {PLACEHOLDER}, f"other repository addresses: {addresses - {PLACEHOLDER}}"


def test_zero_to_jupyterhub_opens_the_lesson_where_the_learner_copy_lands() -> None:
    """defaultUrl points into the folder the start-up pull makes in the learner's storage."""
    start = re.search(r'command: \["sh", "-c", "gitpuller (\S+) (\S+) \\"\$HOME/([^"\\]+)\\" \|\| true"\]',
                      TEACHING)
    assert start, "no gitpuller at the start of a learner's server"
    assert start.groups() == (PLACEHOLDER, "main", FOLDER)
    assert f"defaultUrl: /lab/tree/{FOLDER}/{FIRST_LESSON}" in TEACHING


def test_the_teaching_page_loads_the_link_builder() -> None:
    assert (REPO / "book" / "_js" / "hub-links.js").is_file()
    assert '<script src="_static/hub-links.js"></script>' in TEACHING
    assert '<form id="hm-course-links"' in TEACHING


NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="Node.js runs the link builder (make play installs it)")
def test_the_link_builder_writes_the_links_the_page_shows() -> None:
    """The link builder run by Node, with the form's defaults and the server's own copy."""
    assert NODE is not None
    script = (
        "const {courseLinks} = require(process.argv[1]);"
        "console.log(JSON.stringify(["
        f"courseLinks('https://hub.example.org/', '{PLACEHOLDER}', 'main', '{FIRST_LESSON}'),"
        f"courseLinks('https://school.org/jupyter', 'file:///srv/{FOLDER}', 'main', '{FIRST_LESSON}'),"
        "courseLinks('not an address', 'x', 'main', 'lessons/a.ipynb')]));"
    )
    result = subprocess.run([NODE, "-e", script, str(REPO / "book" / "_js" / "hub-links.js")],
                            capture_output=True, text=True, check=True, timeout=30)
    hub, server_copy, nothing = json.loads(result.stdout)
    lesson = "lab%2Ftree%2F" + FIRST_LESSON.replace("/", "%2F")
    assert hub["nbgitpuller"] == (
        "https://hub.example.org/hub/user-redirect/git-pull?repo=https%3A%2F%2Fgithub.com%2FOWNER%2F"
        f"honeymoon-course&branch=main&targetpath={FOLDER}&urlpath=lab%2Ftree%2F{FOLDER}%2F"
        + FIRST_LESSON.replace("/", "%2F"))
    binder = f"https://mybinder.org/v2/gh/OWNER/honeymoon-course/main?urlpath={lesson}"
    assert hub["binder"] == binder
    assert hub["badge"] == f"[![Binder](https://mybinder.org/badge_logo.svg)]({binder})"
    # The teaching page's Binder link and badge are the builder's, for the placeholder address.
    assert binder in TEACHING and hub["badge"] in TEACHING
    assert server_copy["nbgitpuller"].startswith(
        "https://school.org/jupyter/hub/user-redirect/git-pull?repo=file%3A%2F%2F%2Fsrv%2Fhoneymoon-course&")
    assert server_copy["binder"] == server_copy["badge"] == ""
    assert nothing == {"nbgitpuller": "", "binder": "", "badge": ""}
