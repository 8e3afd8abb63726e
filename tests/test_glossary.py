"""The glossary has one source, lessons/glossary.md: plain Markdown that JupyterLab shows as a page
(each lesson's first cell links to it), which the book turns into its glossary, every link to a
term a term link (book/_ext/glossary_page.py)."""

from __future__ import annotations

import doctest
import importlib.util
import json
import re
import unicodedata
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]
GLOSSARY = REPO / "lessons" / "glossary.md"
TEXT = GLOSSARY.read_text(encoding="utf-8")
SHOWN = re.sub(r"<!--.*?-->", "", TEXT, flags=re.S)  # what a reader sees: no comment to the authors
LINK = re.compile(r"\[([^\[\]]+)\]\(([^()\s]+)\)")


def _page() -> ModuleType:
    path = REPO / "book" / "_ext" / "glossary_page.py"
    spec = importlib.util.spec_from_file_location("glossary_page", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PAGE = _page()


def entries() -> dict[str, list[list[str]]]:
    """Each letter's entries, in the file's order, each as its terms (headings in a row)."""
    letters: dict[str, list[list[str]]] = {}
    last = ""
    for line in TEXT.splitlines():
        if line.startswith("## "):
            letters[line[3:]] = []
        elif line.startswith("### "):
            group = list(letters.values())[-1]
            if last.startswith("### "):
                group[-1].append(line[4:])
            else:
                group.append([line[4:]])
        if line.strip():
            last = line
    return letters


TERMS = [term for group in entries().values() for entry in group for term in entry]


def test_the_glossary_holds_no_markup_jupyterlab_would_show_as_it_is() -> None:
    assert "{term}" not in TEXT and "{glossary}" not in TEXT and ":::" not in TEXT
    assert not re.search(r"^\(.+\)=$", TEXT, re.M), "a MyST label"
    assert not re.search(r"^% ", TEXT, re.M), "a MyST comment"
    # The book reads a line at a time: a link is written on one line.
    assert not re.search(r"\[[^\[\]\n]*\n[^\[\]]*\]\(", TEXT), "a link over two lines"
    assert len(TERMS) > 150 and len(set(TERMS)) == len(TERMS)


def test_each_letter_holds_its_entries_in_the_order_the_book_sorts_them() -> None:
    """JupyterLab shows the entries in the file's order, the book sorts them (as Sphinx does)."""
    for letter, group in entries().items():
        assert group, f"no entry under {letter}"
        firsts = [entry[0] for entry in group]
        assert all(term[0].upper() == letter for term in firsts), (letter, firsts)
        assert firsts == sorted(firsts, key=lambda term: unicodedata.normalize("NFD", term.lower()))


def test_every_link_of_the_glossary_leads_somewhere() -> None:
    """To a term or a letter of the page (as JupyterLab names its headings), a label of the book
    (a rules page, a rule text on the Sources page), or a lesson beside it."""
    headings = {PAGE.anchor(term) for term in TERMS} | set(entries())
    labels = {match[1] for path in (REPO / "book").rglob("*.md") if "_build" not in path.parts
              for match in re.finditer(r"^\((.+)\)=$", path.read_text(encoding="utf-8"), re.M)}
    assert {"source-honeymoon-fr", "rules-index", "sources"} <= labels
    targets = [match[2] for match in LINK.finditer(SHOWN)]
    assert len(targets) > 500
    for target in targets:
        if target.startswith("#"):
            assert target[1:] in headings | labels, target
        else:
            assert (GLOSSARY.parent / target).is_file(), target


def test_the_book_gets_a_sorted_glossary_with_a_term_link_for_each_link_to_a_term() -> None:
    assert doctest.testmod(PAGE).failed == 0
    myst = PAGE.to_myst(TEXT)
    blocks = re.findall(r"^```\{glossary\}\n:sorted:\n\n(.*?)^```$", myst, re.M | re.S)
    assert len(blocks) == len(entries())
    terms = [line for block in blocks for line in block.splitlines() if line and not line.startswith(" ")]
    assert terms == TERMS
    for block in blocks:  # an entry's terms come after a blank line (Sphinx warns otherwise)
        assert re.findall(r"^ .*\n[^ \n]", block, re.M) == []
    anchors = {PAGE.anchor(term) for term in TERMS}
    term_links = [match for match in LINK.finditer(SHOWN) if match[2][1:] in anchors]
    roles = re.findall(r"\{term\}`([^`]+)`", myst)
    assert len(roles) == len(term_links) > 200
    for role in roles:
        target = re.fullmatch(r"(?:.+ <(.+)>|(.+))", role)
        assert target is not None and (target[1] or target[2]) in TERMS, role
    assert "(#glossary-a)" in myst and "(glossary-w)=\n## W" in myst  # the letters' links


def test_every_lesson_s_first_cell_links_to_the_glossary() -> None:
    for lesson in sorted((REPO / "lessons").glob("[0-9]*.ipynb")):
        first = "".join(json.loads(lesson.read_text(encoding="utf-8"))["cells"][0]["source"])
        assert "[Glossary](glossary.md)" in first, lesson.name
