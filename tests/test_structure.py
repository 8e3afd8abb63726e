"""Every rule is written once, in the part that owns it (issue 18).

A form's rules live in the forms (``honeymoon/forms/`` for the bridge forms,
``honeymoon/boerenbridge.py`` for Boerenbridge); everyone else reads the facts a view or a form
gives. So no other module of the library, the widgets, the course or the scripts tests a form's
name (``view.game == "contract-bridge"``), and none guesses a view's kind from its keys
(``"seats" in view``): views are typed (:mod:`honeymoon.views`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import honeymoon
from honeymoon.game import _ALIASES

REPO = Path(__file__).resolve().parents[1]
#: The parts that own a form's rules, where its name may be tested.
FORMS = (REPO / "honeymoon" / "forms", REPO / "honeymoon" / "boerenbridge.py")
READERS = [*sorted((REPO / "honeymoon").rglob("*.py")), *sorted((REPO / "widgets").glob("*.py")),
           *sorted((REPO / "course").glob("*.py")), *sorted((REPO / "scripts").glob("*.py"))]


def form_names() -> set[str]:
    """Every name :func:`honeymoon.new_game` takes, aliases included."""
    return set(honeymoon.available_games()) | set(_ALIASES)


def _constants(node: ast.expr) -> list[str]:
    """The strings ``node`` is, or holds as a tuple, list or set display."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [s for element in node.elts for s in _constants(element)]
    return []


def guesses(source: str, names: set[str]) -> list[str]:
    """Each comparison in ``source`` that tests a form's name, or a view's kind by its keys."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        text = ast.unparse(node)
        if any(s in names for side in sides for s in _constants(side)):
            found.append(f"line {node.lineno}: {text} (a form's name)")
        elif (isinstance(node.ops[0], ast.In | ast.NotIn) and _constants(node.left)
              and "view" in ast.unparse(node.comparators[0]).lower()):
            found.append(f"line {node.lineno}: {text} (a view's kind guessed from its keys)")
    return found


@pytest.mark.parametrize("line", [
    'if view.game == "contract-bridge": pass',
    'partnership = game.name in ("draw", "plain")',
    'x = "single-dummy" != name',
    'if "seats" in view: pass',
    'if "hands" not in self.view: pass',
])
def test_the_scanner_finds_what_it_is_for(line: str) -> None:
    assert guesses(line, form_names())


@pytest.mark.parametrize("line", [
    'if isinstance(view, BridgeView): pass',
    'if phase == "auction": pass',
    'if "x" in options: pass',
    'if card in view.seats[0].cards: pass',
])
def test_the_scanner_leaves_other_comparisons_alone(line: str) -> None:
    assert not guesses(line, form_names())


@pytest.mark.parametrize("path", [p for p in READERS if not any(p.is_relative_to(f) for f in FORMS)],
                         ids=lambda p: str(p.relative_to(REPO)))
def test_no_module_outside_the_forms_tests_a_form_s_name_or_guesses_a_view_s_kind(path: Path) -> None:
    assert guesses(path.read_text(encoding="utf-8"), form_names()) == []
