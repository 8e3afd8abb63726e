"""Printed pages (honeymoon_course.printing) and the rules cards (``honeymoon rules``).

Every printed page shares one style: A4, margins of 12 mm, DejaVu Sans at 10 pt, tables at 9 pt.
Markdown cards print through markdown-it-py and WeasyPrint; a card of one page is written as a PDF
file, a card that runs over is reported by name and page count (status 1) and not written. Bad
options are one line and status 2, through the ``honeymoon`` command too. The cards of the book
(the course's own, which the book shows), each print to one page. The class sheets: tests/test_sheets.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from honeymoon.cli import main as honeymoon
from honeymoon_course.printing import (
    DEFAULT_CARDS,
    PAGE_STYLE,
    document,
    main,
    markdown_html,
    print_cards,
    print_pdf,
)

pytest.importorskip("weasyprint")

REPO = Path(__file__).resolve().parents[1]

CARD = """# Plain Honeymoon

Two players, 13 cards each; the other 26 are set aside unseen.

| contract | tricks to take |
|---|---|
| 1♠ | 7 |
| 3NT | 9 |
"""


def test_every_printed_page_shares_the_course_print_style() -> None:
    style = re.sub(r"\s+", " ", PAGE_STYLE)
    assert "size: A4" in style and "margin: 12mm;" in style
    assert '"DejaVu Sans"' in style and "font-size: 10pt" in style
    assert re.search(r"table \{[^}]*font-size: 9pt", style)
    assert "color: #000" in style  # black on white
    page = document("A <title>", "<p>x</p>", "p { color: #000; }")
    assert page.startswith("<!DOCTYPE html>") and "<title>A &lt;title&gt;</title>" in page
    assert page.index(PAGE_STYLE) < page.index("p { color: #000; }")  # the page's own style comes last


def test_markdown_prints_with_tables_and_raw_html() -> None:
    html = markdown_html(CARD + '\n<div class="hm-x">kept</div>\n\nfollow\\_suit')
    assert "<table>" in html and "<th>contract</th>" in html and "<td>3NT</td>" in html
    assert '<div class="hm-x">kept</div>' in html
    assert "follow_suit" in html and "\\_" not in html


def test_a_page_prints_to_a_pdf_and_counts_its_pages(tmp_path: Path) -> None:
    one = print_pdf(document("one", "<p>one page</p>"), tmp_path / "one.pdf")
    assert (one.pages, one.written) == (1, True)
    assert one.path.read_bytes().startswith(b"%PDF")
    long = document("three", '<p style="break-after: page">1</p><p style="break-after: page">2</p><p>3</p>')
    over = print_pdf(long, tmp_path / "long.pdf", most=2)
    assert (over.pages, over.written) == (3, False) and not over.path.exists()


def test_a_rules_card_prints_to_one_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "plain.md").write_text(CARD, encoding="utf-8")
    out = tmp_path / "out"
    assert main(["--cards", str(cards), "--out", str(out)]) == 0
    assert (out / "plain.pdf").read_bytes().startswith(b"%PDF")
    assert capsys.readouterr().out.startswith(f"wrote 1 rules card into {out}: plain.pdf")


def test_a_card_longer_than_a_page_is_reported_and_not_written(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "plain.md").write_text(CARD, encoding="utf-8")
    too_long = "# Scoring\n\n" + "A line of the scoring table.\n\n" * 90
    (cards / "scoring.md").write_text(too_long, encoding="utf-8")
    out = tmp_path / "out"
    assert honeymoon(["rules", "--cards", str(cards), "--out", str(out)]) == 1
    assert sorted(p.name for p in out.iterdir()) == ["plain.pdf"]
    errors = capsys.readouterr().err.splitlines()
    said = (r"honeymoon rules: the card scoring\.md prints to \d pages, not one: shorten it "
            r"\(it was not written\)")
    assert len(errors) == 1 and re.fullmatch(said, errors[0]), errors


@pytest.mark.parametrize("args", [["--cards"], ["--colour"], ["extra"], ["--cards", "{tmp}/none"],
                                  ["--cards", "{tmp}/empty"], ["--out", "{tmp}/file.txt"]])
def test_bad_options_are_one_line_and_status_2(args: list[str], tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    cards = ["--cards", str(tmp_path / "empty")] if "--out" in args else []
    assert honeymoon(["rules", *cards, *(arg.format(tmp=tmp_path) for arg in args)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("honeymoon rules: "), captured.err


def test_the_book_s_rules_cards_each_print_to_one_page(tmp_path: Path) -> None:
    printed = print_cards(DEFAULT_CARDS, tmp_path)
    assert len(printed) == 6, "a card for each form family and one for the score"
    assert [card.path.stem for card in printed if not card.written] == []
